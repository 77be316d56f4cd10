// Runs the planned searches of one lookup in parallel through the very calls the screens make (so any brand API that
// implements the contract answers them) and groups the answers per screen. A failed search becomes its group's error
// and leaves the other groups as they are.
import { errorStatus } from '../../runtime/LoadError';
import type { CallArgs } from '../../runtime/RuntimeServices';
import { fillParams, fillTemplate, getPath } from '../../runtime/template';
import type { LookupTarget } from './lookupTargets';
import type { PlannedSearch } from './planLookup';

/** Records fetched per search: the first rows of each group. */
export const LOOKUP_ROWS = 5;

export interface LookupRow {
  href: string;
  record: Record<string, unknown>;
}

export interface LookupGroup {
  target: LookupTarget;
  /** Records found (the search's total, which may exceed the rows shown). */
  total: number;
  rows: LookupRow[];
  /** The failure of a search of this group (the first, when several failed). */
  error?: unknown;
  /** A search screen with the looked-up filters filled: 'Show all' or, after a refusal, where to continue. */
  searchHref?: string;
  /** The search went out but was refused (400): the screen needs more than the identifier. */
  refused?: boolean;
  /** The identifier alone, where the search needs a second filter (`needsOneOf`): nothing went out, ask for one. */
  ask?: { field: string; value: string; typed: string };
}

type Call = (callId: string, args?: CallArgs) => Promise<any>;

interface Answer {
  planned: PlannedSearch;
  records: Record<string, unknown>[];
  total: number;
  error?: unknown;
}

/** The filters one planned search fills: the identifier's, and the detail typed with it. */
const filtersOf = (p: PlannedSearch): Record<string, string> => ({
  [p.field]: p.value,
  ...(p.with ? { [p.with.field]: p.with.value } : {}),
});

async function ask(call: Call, planned: PlannedSearch): Promise<Answer> {
  const { target, field, value } = planned;
  if (planned.ask) return { planned, records: [], total: 0 };
  try {
    if (target.kind === 'detail') {
      const routeParams = { [field]: value };
      const params = target.params ? fillParams(target.params, routeParams) : routeParams;
      const reply = await call(target.call, { params, notify: false });
      const record = getPath(reply, target.source ?? 'result');
      // the record's own route is filled from the parameters it was asked with (`/compensation/claims/{id}`)
      const records = record && typeof record === 'object' ? [{ ...(record as object), ...routeParams }] : [];
      return { planned, records, total: records.length };
    }
    const reply = await call(target.call, {
      query: { ...target.query, ...filtersOf(planned), page: 1, limit: LOOKUP_ROWS },
      notify: false,
    });
    const records = Array.isArray(reply?.result) ? (reply.result as Record<string, unknown>[]) : [];
    const total = Number(reply?.links?.total ?? reply?.pagination?.total ?? records.length);
    return { planned, records, total: Number.isFinite(total) ? total : records.length };
  } catch (error) {
    // a detail screen's 404 is an answer: no such record
    if (target.kind === 'detail' && errorStatus(error) === 404) return { planned, records: [], total: 0 };
    return { planned, records: [], total: 0, error };
  }
}

function searchHref(target: LookupTarget, filters: Record<string, string>, searched: boolean): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...target.query, ...filters })) params.set(k, String(v));
  if (searched) params.set('page', '1');
  return `${target.route}?${params.toString()}`;
}

function groupOf(target: LookupTarget, answers: Answer[]): LookupGroup {
  const rows: LookupRow[] = [];
  let duplicates = 0;
  for (const answer of answers) {
    for (const record of answer.records) {
      const href = fillTemplate(target.open, record);
      if (href === undefined) continue;
      if (rows.some((r) => r.href === href)) duplicates += 1;
      else rows.push({ href, record });
    }
  }
  const failed = answers.find((a) => a.error !== undefined);
  const total = Math.max(rows.length, answers.reduce((sum, a) => sum + a.total, 0) - duplicates);
  const group: LookupGroup = { target, total, rows: rows.slice(0, LOOKUP_ROWS) };
  if (failed) {
    group.error = failed.error;
    group.refused = errorStatus(failed.error) === 400;
  }
  const asking = answers.find((a) => a.planned.ask);
  if (asking?.planned.ask)
    group.ask = { field: asking.planned.field, value: asking.planned.value, ...asking.planned.ask };
  if (target.kind === 'search' && (failed || asking || total > group.rows.length)) {
    // the first answer that failed (or found more) is the one to continue with; a question continues unsearched
    const first = failed ?? answers.find((a) => a.total > a.records.length) ?? asking ?? answers[0];
    group.searchHref = searchHref(target, filtersOf(first.planned), !group.refused && first.planned.ask === undefined);
  }
  return group;
}

/** Asks every planned search at once; resolves with one group per screen that found something, failed or asks. */
export async function runLookup(call: Call, plan: readonly PlannedSearch[]): Promise<LookupGroup[]> {
  const answers = await Promise.all(plan.map((planned) => ask(call, planned)));
  const byScreen = new Map<LookupTarget, Answer[]>();
  for (const answer of answers) {
    byScreen.set(answer.planned.target, [...(byScreen.get(answer.planned.target) ?? []), answer]);
  }
  return [...byScreen]
    .map(([target, list]) => groupOf(target, list))
    .filter((g) => g.total > 0 || g.error !== undefined || g.ask !== undefined);
}

/** The record to open at once: exactly one found in all groups, and no group failed (it might have held more) or asks. */
export function singleMatch(groups: readonly LookupGroup[]): string | undefined {
  if (groups.some((g) => g.error !== undefined || g.ask !== undefined)) return undefined;
  const found = groups.filter((g) => g.total > 0);
  return found.length === 1 && found[0].total === 1 && found[0].rows.length === 1 ? found[0].rows[0].href : undefined;
}
