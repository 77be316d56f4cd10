// npm run dev only (main.tsx loads it when import.meta.hot exists): tells the dev server when a declared screen is on
// the page, once per page load and after each hot update, for the edit-to-screen time it prints.
import { WORKBENCH_SHOWN_EVENT } from './workbenchEvents';

export function reportScreenShown(hot: NonNullable<ImportMeta['hot']>): void {
  // a hot update (a screen edit) re-renders in place: report after the frame it painted
  hot.on('vite:afterUpdate', () => requestAnimationFrame(() => setTimeout(report, 0)));
  const report = () => {
    if (!document.querySelector('[data-screen]')) return false;
    hot.send(WORKBENCH_SHOWN_EVENT, { path: location.pathname });
    return true;
  };
  if (report()) return;
  const observer = new MutationObserver(() => {
    if (report()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
