// The dev server's custom hot-reload event (npm run dev): the page says when a screen is shown again after an edit,
// so the terminal can print the edit-to-screen time.
export const WORKBENCH_SHOWN_EVENT = 'workbench:shown';
