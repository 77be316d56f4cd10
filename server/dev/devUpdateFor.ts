// How `npm run dev` shows a regeneration (server/dev/configWatchPlugin.ts), from the generator's list of what it wrote.
// A screen's declaration is a module of its own (issue 24), which the open page imports again in place
// (src/app/dev/hotScreenModules.ts). The shell's manifest (routes, menu entries, the call and shown columns of a lookup
// screen's search) and the catalogue's definitions travel as Vite's own module update: their importers are React
// components, refreshed in place (the shell's refresh draws the open screen afresh, the session and the search in the
// address kept). What the page reads once at start (brands, the index of every call, the screen index) needs a
// reload; the session survives it (refresh cookie + session storage).

/** `src/generated/screens/{id}.json`, the module the page loads when the screen opens */
const SCREEN_MODULE = /^src\/generated\/screens\/([^/]+)\.json$/;

/** outputs a module update of Vite's carries to the page: the shell's manifest, the catalogue's definitions and sources */
export const VITE_HOT_OUTPUTS: readonly string[] = [
  'src/generated/screens.json',
  'src/generated/screenSources.json',
  'src/generated/shell.json',
];

export type DevUpdate =
  /** nothing the page uses changed */
  | { kind: 'none' }
  /** these screens' modules changed (and perhaps VITE_HOT_OUTPUTS), nothing else */
  | { kind: 'hot'; screens: string[] }
  | { kind: 'reload' };

/** `written`: generate()'s answer, one `path: differs | missing | no longer generated` a file. */
export function devUpdateFor(written: readonly string[]): DevUpdate {
  if (written.length === 0) return { kind: 'none' };
  const screens: string[] = [];
  for (const entry of written) {
    const [file, status] = entry.split(': ');
    if (VITE_HOT_OUTPUTS.includes(file)) continue;
    const screen = SCREEN_MODULE.exec(file);
    // a new or removed screen changes the screen index and the shell's routes as well: reload
    if (!screen || status !== 'differs') return { kind: 'reload' };
    screens.push(screen[1]);
  }
  return { kind: 'hot', screens };
}
