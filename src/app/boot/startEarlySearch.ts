import type { EarlyLoads, EarlySearch } from '../../../scripts/earlyLoads';
import type { EarlySearchSent } from './earlyStart';
import { EARLY_EMAIL_TOKEN_COOKIE, EARLY_REFRESH_PATH } from './startEarlyRefresh';
import { earlyCookie, EARLY_BRAND_COOKIE } from './startEarlyLoads';

// Copies of what the runtime owns (boot must not import it); startEarlySearch.test.ts keeps them equal.
export const EARLY_PAGE = 'page';
export const EARLY_LIMIT = 'limit';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The path and query the runtime's search of this address sends (src/runtime/searchAddress.ts with the brand's
 * resolved screen, then src/app/http/buildUrl.ts), or undefined when the address is no search yet.
 */
export function earlySearchTarget(search: EarlySearch, brand: EarlySearch['brands'][string], address: string) {
  const params = new URLSearchParams(address);
  const filters: Record<string, string | string[]> = {};
  params.forEach((value, key) => {
    if (key === EARLY_PAGE || key === EARLY_LIMIT || brand.hidden.includes(key)) return;
    const held = filters[key];
    filters[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  });
  const searched = params.has(EARLY_PAGE) || (search.onArrival === true && Object.keys(filters).length > 0);
  if (!searched) return undefined;
  const query = {
    ...filters,
    page: positive(params.get(EARLY_PAGE), 1),
    limit: positive(params.get(EARLY_LIMIT), brand.limit),
  };
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) if (item !== '') out.append(key, String(item));
  const qs = out.toString();
  return `${search.path}${qs ? `?${qs}` : ''}`;
}

/** As the session store's toLevel: a number, a level's name, or a number written as text; 0 otherwise. */
export function earlyLevel(value: unknown, levels: Record<string, number>): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(levels, value)) return levels[value];
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Issue 33, the first call in the same task as the session's reply: for a new tab on a search address (the session
 * refresh already sent by startEarlyRefresh), the search goes out the moment the refresh answers — with the reply's
 * access token, the headers the shell's client sends, to the address the runtime's search will ask for — instead of
 * after the shell, the brand profile and the screen module have arrived and run. Only when the reply's level passes
 * the screen's and the call's gates (both a plain level, scripts/earlyLoads.ts); a reply that says anything else sends
 * nothing. main.tsx's fetch answers the runtime's identical request with this reply (earlyStart.ts withEarlySearch).
 */
export function startEarlySearch(
  doc: Document,
  where: Pick<Location, 'pathname' | 'search'>,
  win: Pick<Window, 'fetch' | '__consoleEarly'>,
): void {
  const refresh = win.__consoleEarly?.refresh;
  const brandId = earlyCookie(doc, EARLY_BRAND_COOKIE);
  if (!refresh || !brandId) return;
  let loads: EarlyLoads;
  try {
    loads = JSON.parse(doc.getElementById('early-loads')?.textContent || 'null') as EarlyLoads;
  } catch {
    return;
  }
  const search = loads?.searches?.find((s) => new RegExp(s.route, 'i').test(where.pathname));
  const brand = search?.brands[brandId];
  const target = search && brand && earlySearchTarget(search, brand, where.search);
  if (!search || !brand || !target) return;
  // attached before main.tsx can read the reply: the clone is taken while its body is unread
  const tokens = refresh.reply.then((r) => (r?.ok ? (r.clone().json() as Promise<unknown>) : undefined));
  const sent: Promise<EarlySearchSent | undefined> = Promise.all([refresh.url, tokens]).then(([url, body]) => {
    const result = (body as { result?: { accessToken?: unknown; accessLevel?: unknown; emailToken?: unknown } })
      ?.result;
    if (!url || typeof result?.accessToken !== 'string' || !result.accessToken) return undefined;
    if (earlyLevel(result.accessLevel, loads.levels ?? {}) < search.minLevel) return undefined;
    // the user token the session keeps after this reply (createSessionStore setTokens)
    const emailToken =
      typeof result.emailToken === 'string' && result.emailToken
        ? result.emailToken
        : earlyCookie(doc, EARLY_EMAIL_TOKEN_COOKIE);
    // createHttpClient's headersFor of a call without a body, with the brand's headers (SignedInApp setApiHeaders)
    const headers: Record<string, string> = {
      ...brand.headers,
      Accept: 'application/json',
      Authorization: `Bearer ${result.accessToken}`,
      'X-Brand': brandId,
      ...(emailToken ? { 'X-User-Token': emailToken } : {}),
      'X-Requested-With': 'console',
    };
    const address = `${url.slice(0, -EARLY_REFRESH_PATH.length).replace(/\/$/, '')}${target}`;
    const reply = win.fetch(address, { method: 'GET', headers, credentials: 'include' });
    reply.catch(() => undefined); // the runtime's request meets the error itself
    return { url: address, headers, reply };
  });
  win.__consoleEarly!.search = sent.catch(() => undefined);
}
