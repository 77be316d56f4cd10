// The dev server's custom hot-reload events (npm run dev, server/dev/configWatchPlugin.ts).

/** page → server: a screen is shown again after an edit, so the terminal can print the edit-to-screen time */
export const WORKBENCH_SHOWN_EVENT = 'workbench:shown';

export interface WorkbenchShown {
  path: string;
  /** the WorkbenchUpdate shown (absent after a page load or a Vite module update) */
  edit?: number;
}

/**
 * server → page: an edit under brands/ or schemas/ changed only what the open page can take in place: the modules of
 * these screens (each with the address of its new version), or nothing (a fix that clears the overlay).
 */
export const WORKBENCH_UPDATE_EVENT = 'workbench:update';

export interface WorkbenchUpdate {
  /** numbers the updates, for the page's WorkbenchShown */
  edit: number;
  screens: Array<{ id: string; url: string }>;
}

/**
 * server → page: an edit under brands/ changed these brands' profiles and nothing else the page reads; a page that
 * loaded one of them reloads (src/app/dev/brandReload.ts), the others stay as they are.
 */
export const WORKBENCH_RELOAD_EVENT = 'workbench:reload';

export interface WorkbenchReload {
  brands: string[];
}

/**
 * page → server: the page's workbench listeners are in place (its app code has loaded, which can take seconds after
 * Vite's client connected). The server answers with the problem standing now, or WORKBENCH_CLEAR_EVENT: a page opened
 * while a problem stood may have missed the update that closed its overlay.
 */
export const WORKBENCH_READY_EVENT = 'workbench:ready';

/** server → one page: no workbench problem stands; an overlay still showing one is out of date */
export const WORKBENCH_CLEAR_EVENT = 'workbench:clear';
