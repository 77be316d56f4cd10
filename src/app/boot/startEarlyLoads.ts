import type { EarlyLoads } from '../../../scripts/earlyLoads';

// Copies of constants the shell owns (boot must not import the shell); earlyLoadsConstants.test.ts keeps them equal.
export const EARLY_DEPLOYMENT_PATH = '/deployment.json';
export const EARLY_SIGNED_IN_COOKIE = 'signedIn';
export const EARLY_BRAND_COOKIE = 'brand';
export const EARLY_PUBLIC_ROUTES = ['/login', '/confirm-login', '/reset-password', '/change-password'];

export function earlyCookie(doc: Pick<Document, 'cookie'>, name: string): string | undefined {
  for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
    const eq = part.indexOf('=');
    if (decodeURIComponent(part.slice(0, eq)) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return undefined;
}

/** As the shell's publicRouteOf: one of the logged-out pages, in any case, a trailing slash allowed. */
export function isPublicPath(pathname: string): boolean {
  return EARLY_PUBLIC_ROUTES.includes(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
}

/**
 * The chunks a returning tab on `pathname` will run: the signed-in app's, its brand profile's and its route's, and for
 * a search route whose address carries a search (`search`: location.search) the results table's.
 */
export function earlyFiles(loads: EarlyLoads, pathname: string, brand: string | undefined, search = ''): string[] {
  const route = loads.routes.find(([pattern]) => new RegExp(pattern, 'i').test(pathname));
  const offered = route && (!route[2] || (brand !== undefined && route[2].includes(brand)));
  const results = offered && search.length > 1 && loads.results?.routes.includes(route[0]) ? loads.results.files : [];
  return [
    ...new Set([...loads.app, ...((brand && loads.brands[brand]) || []), ...(offered ? route[1] : []), ...results]),
  ];
}

/**
 * Starts the deployment file's fetch (every page reads it first) and, when the tab holds a session and shows a
 * signed-in route, a modulepreload of every chunk that route will run: fetched and compiled now, run when imported.
 */
export function startEarlyLoads(
  doc: Document,
  where: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>,
  win: Pick<Window, 'fetch' | '__consoleEarly'>,
): void {
  win.__consoleEarly = {
    deployment: win.fetch(EARLY_DEPLOYMENT_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } }),
  };
  // an unread rejection would be reported as unhandled; main.tsx reads the promise and meets the error itself
  win.__consoleEarly.deployment?.catch(() => undefined);
  if (earlyCookie(doc, EARLY_SIGNED_IN_COOKIE) === undefined || isPublicPath(where.pathname)) return;
  const block = doc.getElementById('early-loads');
  if (!block?.textContent) return; // the development server has no build to list
  let loads: EarlyLoads;
  try {
    loads = JSON.parse(block.textContent) as EarlyLoads;
  } catch {
    return; // a preload is only a head start
  }
  for (const href of earlyFiles(loads, where.pathname, earlyCookie(doc, EARLY_BRAND_COOKIE), where.search)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
