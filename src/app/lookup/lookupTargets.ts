// The one place the quick lookup learns what it may search: each screen's `lookup:` declaration, resolved for the
// signed-in brand and level exactly as the screen itself is (a screen the user may not open, or whose flag is off,
// offers no lookup; a filter field hidden by its flag is not filled). It reads the shell manifest (issue 24), which
// carries a lookup screen's gate, flag, lookup declaration and search block or detail call — no screen module loads.
// A screen the brand offers but the level may not open is a closed target: the lookup says so when an input fits it.
import { checkGate, type GateContext } from '../../domain/checkGate';
import { resolveScreen } from '../../runtime/resolveScreen';
import { shellScreens } from '../routing/shellScreens';
import type { LookupBy, LookupQueryValue, ScreenDefinition, ValueDef } from '../../runtime/screenTypes';

export interface LookupTarget {
  screenId: string;
  /** i18n key of the results group. */
  group: string;
  /** search: the screen's search call with a filter; detail: the screen's own call with a route parameter. */
  kind: 'search' | 'detail';
  call: string;
  /** The screen's route (a search screen: where 'Show all' and a refused lookup continue, with the filter filled). */
  route: string;
  /** The screen's title key ('Show all in Order search'). */
  title: string;
  by: LookupBy[];
  /** A second filter the search needs with a `by` one: a `by` value alone is not sent, the lookup asks for one of these. */
  needsOneOf?: LookupBy[];
  /** Fixed filters, brand settings (`{ config: key }`) read. */
  query: Record<string, string | number | boolean>;
  /** Route template a found record opens. */
  open: string;
  /** Shown fields of a found record, each with the format of the column of the same field, if any. */
  show: ValueDef[];
  /** detail: the call's params templates (route parameters → call parameters) and the record's place in the reply. */
  params?: Record<string, string>;
  source?: string;
  /** i18n key of the failure text the screen uses for its own search. */
  error?: string;
  /** Widget folders whose formats the shown fields use (loaded with a lookup: src/widgets/registerWidgets.ts). */
  widgets?: string[];
}

/** A detail screen whose visits are kept as recent records: its route and the key that labels a visit. */
export interface RecentTarget {
  route: string;
  label: string;
}

function showOf(fields: string[] | undefined, columns: ValueDef[]): ValueDef[] {
  if (!fields) return columns.slice(0, 3);
  return fields.map((field) => columns.find((c) => c.field === field) ?? { field, label: field });
}

/** `{ config: key }` → the brand's setting; a setting that is missing or not a plain value leaves the filter out. */
function queryOf(query: Record<string, LookupQueryValue> | undefined, config: Record<string, unknown>) {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    const resolved = typeof value === 'object' ? config[value.config] : value;
    if (['string', 'number', 'boolean'].includes(typeof resolved)) out[key] = resolved as string | number | boolean;
  }
  return out;
}

function targetOf(screen: ScreenDefinition, config: Record<string, unknown>): LookupTarget | undefined {
  const lookup = screen.lookup;
  if (!lookup?.by?.length) return undefined;
  const base = {
    screenId: screen.id,
    group: lookup.group,
    route: screen.route,
    title: screen.title,
    by: lookup.by,
    ...(lookup.needsOneOf?.length ? { needsOneOf: lookup.needsOneOf } : {}),
    query: queryOf(lookup.query, config),
    widgets: (screen as { widgets?: string[] }).widgets ?? [],
  };
  if (screen.search) {
    const open = lookup.open ?? screen.search.rowLink;
    if (!open) return undefined;
    return {
      ...base,
      kind: 'search',
      call: screen.search.call,
      open,
      show: showOf(lookup.show, screen.search.columns),
      error: screen.search.error,
    };
  }
  if (screen.detail) {
    return {
      ...base,
      kind: 'detail',
      call: screen.detail.call,
      open: lookup.open ?? screen.route,
      show: showOf(lookup.show, []),
      params: screen.detail.params,
      source: screen.detail.source,
      error: screen.detail.loadError,
    };
  }
  return undefined;
}

function resolvedScreens(gateContext: GateContext, config: Record<string, unknown>): ScreenDefinition[] {
  return shellScreens
    .filter((s) => s.lookup)
    .map((s) => s as unknown as ScreenDefinition)
    .map((s) => resolveScreen(s, { gateContext, config }))
    .filter((s): s is NonNullable<typeof s> => s !== null);
}

/** The lookups this brand and level may run, in the order of the screen definitions. */
export function lookupTargets(gateContext: GateContext, config: Record<string, unknown>): LookupTarget[] {
  return resolvedScreens(gateContext, config)
    .map((s) => targetOf(s, config))
    .filter((t): t is LookupTarget => t !== undefined);
}

/**
 * The lookups of screens this brand offers (flag on) but the level may not open: an input that fits one of them is
 * told the records are not open to the level, rather than 'Nothing found'.
 */
export function closedLookupTargets(gateContext: GateContext, config: Record<string, unknown>): LookupTarget[] {
  return shellScreens
    .filter((s) => s.lookup)
    .map((s) => s as unknown as ScreenDefinition)
    .filter((s) => (s.flag === undefined || gateContext.flags[s.flag] === true) && !checkGate(s.gate, gateContext))
    .map((s) => targetOf(s, config))
    .filter((t): t is LookupTarget => t !== undefined);
}

/** The detail screens this brand and level may open whose visits are recent records. */
export function recentTargets(gateContext: GateContext, config: Record<string, unknown>): RecentTarget[] {
  return resolvedScreens(gateContext, config).flatMap((s) =>
    s.lookup?.recent ? [{ route: s.route, label: s.lookup.recent }] : [],
  );
}
