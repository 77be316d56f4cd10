// npm run dev only (main.tsx loads it when import.meta.hot exists): tells the dev server when a declared screen is on
// the page, once per page load and after each hot update (a screen module replaced, or a Vite module update), for the
// edit-to-screen time it prints.
import { acceptBrandReloads } from './brandReload';
import { acceptScreenModuleUpdates } from './hotScreenModules';
import { WORKBENCH_SHOWN_EVENT, type WorkbenchShown } from './workbenchEvents';

export function reportScreenShown(hot: NonNullable<ImportMeta['hot']>): void {
  const report = (edit?: number) => {
    if (!document.querySelector('[data-screen]')) return false;
    const shown: WorkbenchShown = { path: location.pathname, edit };
    hot.send(WORKBENCH_SHOWN_EVENT, shown);
    return true;
  };
  // a hot update re-renders in place: report after the frame it painted
  const afterPaint = (edit?: number) => requestAnimationFrame(() => setTimeout(() => report(edit), 0));
  hot.on('vite:afterUpdate', () => afterPaint());
  acceptScreenModuleUpdates(hot, (update) => afterPaint(update.edit));
  // not a report, but the page's other answer to the workbench: it is loaded with it, on every page of npm run dev
  acceptBrandReloads(hot);
  if (report()) return;
  const observer = new MutationObserver(() => {
    if (report()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
