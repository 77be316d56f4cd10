// What a search screen's address asks for (001 §2: a search is in the address, so a link or a reload repeats it): read
// by SearchScreen and by the route's prefetch (issue 24), which starts the same call before the screen has rendered.
import type { ResolvedScreen } from './screenTypes';

export const PAGE = 'page';
export const LIMIT = 'limit';

export type Filters = Record<string, string | string[]>;

/** Filters as an address query: an array (a list of claim types) repeats its key, as the API call does (buildUrl). */
export function toParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

export function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The filters an address holds: every key but the page, the page size and the fields hidden for this user. */
export function filtersOf(params: URLSearchParams, hiddenFields: readonly string[]): Filters {
  const out: Filters = {};
  params.forEach((value, key) => {
    if (key === PAGE || key === LIMIT || hiddenFields.includes(key)) return;
    // a repeated key is a list (the form's coerceToSchema makes a lone value of a list field a list too)
    const held = out[key];
    out[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  });
  return out;
}

/** The search an address makes: whether it is one yet, and the query its call sends (the query key's too). */
export function searchAddress(screen: ResolvedScreen, params: URLSearchParams, config: Record<string, unknown>) {
  const search = screen.search!;
  const defaultLimit = search.pageSize ?? positive(String(config.defaultPaginationLimit ?? ''), 20);
  const filters = filtersOf(params, screen.hiddenFields);
  // A search has been made once the page is in the address (submit always writes it); with `searchOnArrival`, an
  // address holding filters (a link from another screen) is a search already.
  const searched = params.has(PAGE) || (search.searchOnArrival === true && Object.keys(filters).length > 0);
  const page = positive(params.get(PAGE), 1);
  const limit = positive(params.get(LIMIT), defaultLimit);
  return { filters, searched, page, limit, query: { ...filters, page, limit } };
}
