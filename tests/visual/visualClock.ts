// The instant the visual snapshots live at: the server's clock and the seed's "today" (SANDBOX_NOW) and the browser's
// clock (page.clock) both start here, so dates on screen are the same every day. A Monday, in GMT.
export const VISUAL_NOW = '2026-03-02T10:00:00.000Z';
