// How `npm run dev` shows a regeneration (server/dev/configWatchPlugin.ts), from the generator's list of what it wrote.
// A screen's declaration is a module of its own (issue 24), which the open page imports again in place
// (src/app/dev/hotScreenModules.ts). The shell's manifest (routes, menu entries, the call and shown columns of a lookup
// screen's search) and the catalogue's definitions travel as Vite's own module update: their importers are React
// components, refreshed in place (the shell's refresh draws the open screen afresh, the session and the search in the
// address kept). What the page reads once at start (brands, the index of every call, the screen index) needs a
// reload; the session survives it (refresh cookie + session storage). A brand's profile is read only by the pages that
// use that brand (the signed-in console of the brand, the catalogue): only they reload (src/app/dev/brandReload.ts).
// docs/generated is read by people, not by the page.

/** `src/generated/screens/{id}.json`, the module the page loads when the screen opens */
const SCREEN_MODULE = /^src\/generated\/screens\/([^/]+)\.json$/;
/** `src/generated/brands/{id}.json`, a brand's resolved profile, loaded once the page knows its brand */
const BRAND_PROFILE = /^src\/generated\/brands\/([^/]+)\.json$/;
const NOT_READ_BY_THE_PAGE = /^docs\//;

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
  /** `brands`: only these brands' profiles changed, so only the pages that use one of them reload; else every page */
  | { kind: 'reload'; brands?: string[] };

/** The brands whose generated profile `written` changed (not a new or removed brand). */
export function brandProfilesIn(written: readonly string[]): string[] {
  return written.flatMap((entry) => {
    const [file, status] = entry.split(': ');
    const brand = BRAND_PROFILE.exec(file);
    return brand && status === 'differs' ? [brand[1]] : [];
  });
}

/** `written`: generate()'s answer, one `path: differs | missing | no longer generated` a file. */
export function devUpdateFor(written: readonly string[]): DevUpdate {
  const screens: string[] = [];
  const brands = brandProfilesIn(written);
  let reload = false;
  let shown = false;
  for (const entry of written) {
    const [file, status] = entry.split(': ');
    if (NOT_READ_BY_THE_PAGE.test(file) || brands.some((b) => file === `src/generated/brands/${b}.json`)) continue;
    shown = true;
    if (VITE_HOT_OUTPUTS.includes(file)) continue;
    const screen = SCREEN_MODULE.exec(file);
    // a new or removed screen (or brand) changes the screen index and the shell's routes (or the brand list) as well
    if (!screen || status !== 'differs') reload = true;
    else screens.push(screen[1]);
  }
  // a screen and a brand at once (a branch switch): every page reloads
  if (reload || (brands.length && screens.length)) return { kind: 'reload' };
  // (the shell's manifest, if it changed too, reaches every page as Vite's own update)
  if (brands.length) return { kind: 'reload', brands };
  return shown ? { kind: 'hot', screens } : { kind: 'none' };
}
