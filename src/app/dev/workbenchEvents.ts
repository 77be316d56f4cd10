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
