// 001 §3 Eligibility, §4 route eligibility: the compensation level of each season route and each non-season ticket
// comes from the eligibility service's routes for its station pair (and the route code picked when they differ in
// level), never from the client. The server asks the service, then this sets every level before the §5 rules run.
import type { ClaimDraft, DayTicketDraft, RouteDraft } from './compensationClaimErrors';
import { routeEligibility, type EligibilityRoute } from './routeEligibility';

const pairKey = (origin: string, destination: string) =>
  `${origin.trim().toUpperCase()}-${destination.trim().toUpperCase()}`;
const complete = (j: { origin?: string; destination?: string }) =>
  !!j.origin?.trim() && !!j.destination?.trim() && j.origin.trim().toUpperCase() !== j.destination.trim().toUpperCase();

/** The distinct station pairs of a draft the service must be asked about. */
export function draftJourneys(
  draft: Pick<ClaimDraft, 'routes' | 'weeks'>,
): Array<{ origin: string; destination: string }> {
  const all = [
    ...(draft.routes ?? []),
    ...(draft.weeks ?? []).flatMap((w) => (w.days ?? []).flatMap((d) => [d.outward, d.return])),
  ].filter((j): j is RouteDraft | DayTicketDraft => !!j && complete(j));
  const seen = new Map<string, { origin: string; destination: string }>();
  for (const j of all)
    seen.set(pairKey(j.origin!, j.destination!), {
      origin: j.origin!.trim().toUpperCase(),
      destination: j.destination!.trim().toUpperCase(),
    });
  return [...seen.values()];
}

/** A journey with the level its pair's routes give: ambiguous (no route code chosen yet) leaves the level unset. */
function withLevel<T extends RouteDraft | DayTicketDraft>(
  j: T,
  routesOf: (key: string) => EligibilityRoute[] | undefined,
): T {
  const { level: _client, ...rest } = j as T & { ambiguous?: boolean };
  delete (rest as { ambiguous?: boolean }).ambiguous;
  if (!complete(j)) return rest as T;
  const routes = routesOf(pairKey(j.origin!, j.destination!));
  if (!routes) return rest as T;
  const found = routeEligibility(routes, j.routeCode?.trim() || undefined);
  if (found.kind === 'ineligible') return { ...rest, level: 0 } as T;
  if (found.kind === 'ambiguous') return { ...rest, routeCode: undefined, ambiguous: true } as T;
  return { ...rest, routeCode: found.routeCode, level: found.level } as T;
}

/**
 * The draft with every level (and route code) decided by the service's answer, keyed 'ORIGIN-DESTINATION'.
 * @example compensationDraftEligibility({ kind: 'season', routes: [{ origin: 'BTN', destination: 'VIC', level: 2 }] }, { 'BTN-VIC': [{ routeCode: '00100', description: '', compensationLevel: 'QUALIFIES_MONTHLY_CAP' }] }).routes[0].level // 1
 */
export function compensationDraftEligibility(
  draft: ClaimDraft,
  routesByPair: Record<string, EligibilityRoute[]>,
): ClaimDraft {
  const routesOf = (key: string) => routesByPair[key] ?? routesByPair[key.split('-').reverse().join('-')];
  return {
    ...draft,
    ...(draft.routes ? { routes: draft.routes.map((r) => withLevel(r, routesOf)) } : {}),
    ...(draft.weeks
      ? {
          weeks: draft.weeks.map((w) => ({
            ...w,
            ...(w.days
              ? {
                  days: w.days.map((d) => ({
                    ...d,
                    ...(d.outward ? { outward: withLevel(d.outward, routesOf) } : {}),
                    ...(d.return ? { return: withLevel(d.return, routesOf) } : {}),
                  })),
                }
              : {}),
          })),
        }
      : {}),
  };
}
