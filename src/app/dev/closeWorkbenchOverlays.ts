// npm run dev: the overlays of the workbench's problems (server/dev/configWatchPlugin.ts), told apart from Vite's own.
/** The overlay's problems as the workbench words them (server/dev/configWatchPlugin.ts overlayMessage). */
const WORKBENCH_PROBLEM = /^(config:check|generate) found \d+ problem\(s\)/;

/** Closes an overlay showing a workbench problem; one of Vite's own (a module that does not compile) stays. */
export function closeWorkbenchOverlays(): void {
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => {
    const text = overlay.shadowRoot?.querySelector('.message-body')?.textContent ?? '';
    if (WORKBENCH_PROBLEM.test(text.trim())) (overlay as { close?(): void }).close?.();
  });
}
