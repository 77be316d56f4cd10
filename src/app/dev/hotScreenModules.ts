// npm run dev: how a screen edit reaches the open page without a reload. The dev server sends the new address of each
// changed screen module (server/dev/configWatchPlugin.ts); a screen the page has loaded is imported again from there
// and replaces the registry's cached module, so the screen re-renders in place and the session, the search and the
// form's values stay. A screen not loaded yet needs nothing: its first load reads the new file.
import type { ScreenModule } from '../../runtime/screenModule';
import { loadedScreenDefinition, replaceScreenModule } from '../../runtime/screenRegistry';
import { closeWorkbenchOverlays } from './closeWorkbenchOverlays';
import {
  WORKBENCH_CLEAR_EVENT,
  WORKBENCH_READY_EVENT,
  WORKBENCH_UPDATE_EVENT,
  type WorkbenchUpdate,
} from './workbenchEvents';

/** `applied` is called once the new declarations are handed to the screens (not called when the page reloads). */
export function acceptScreenModuleUpdates(
  hot: NonNullable<ImportMeta['hot']>,
  applied: (update: WorkbenchUpdate) => void,
): void {
  hot.on(WORKBENCH_UPDATE_EVENT, (update: WorkbenchUpdate) => void apply(update, applied));
  hot.on(WORKBENCH_CLEAR_EVENT, closeWorkbenchOverlays);
  // from now on no update is missed; one sent before (while this code was loading) is made up for by the answer
  hot.send(WORKBENCH_READY_EVENT);
}

async function apply(update: WorkbenchUpdate, applied: (update: WorkbenchUpdate) => void): Promise<void> {
  // the overlay's problem may be fixed by this edit: config:check, which runs next, shows it again if not
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as { close?(): void }).close?.());
  let modules: ScreenModule[];
  try {
    modules = await Promise.all(
      update.screens
        .filter((screen) => loadedScreenDefinition(screen.id) !== undefined)
        .map(async (screen) => {
          const loaded = (await import(/* @vite-ignore */ screen.url)) as { default: ScreenModule };
          return loaded.default;
        }),
    );
  } catch {
    // a module that cannot be imported again (the server restarted meanwhile): the reload shows the edit anyway
    location.reload();
    return;
  }
  for (const module of modules) replaceScreenModule(module);
  applied(update);
}
