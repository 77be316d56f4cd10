// 000 §5 Railcard filters: KEYGO keeps DIS, HMF, JCP, NEW, NGC, SRN, TST, TSU, YNG and excludes 2TR, DIC, FAM;
// SEASON keeps TSU and excludes the rest (brand config `railcardFilters`).

export interface RailcardFilter {
  keep: readonly string[];
  exclude: readonly string[];
}

export type RailcardFilters = Record<string, RailcardFilter>;

/** A code passes a filter when the filter keeps it and does not exclude it (an exclusion wins). */
export function railcardCodePasses(code: string, filter: RailcardFilter): boolean {
  return filter.keep.includes(code) && !filter.exclude.includes(code);
}

/**
 * The railcards (or types) a context may use. A filter the brand does not define lets nothing through: a typo in a
 * filter name must not offer every railcard.
 * @example filterRailcardsFor(types, 'KEYGO', config.railcardFilters) // without 2TR, DIC, FAM
 */
export function filterRailcardsFor<T extends { code?: string; railcardCode?: string }>(
  railcards: readonly T[],
  filterName: string,
  filters: RailcardFilters | undefined,
): T[] {
  const filter = filters?.[filterName];
  if (!filter) return [];
  return railcards.filter((r) => railcardCodePasses(r.railcardCode ?? r.code ?? '', filter));
}
