// 001 §3 Eligibility, §4 route eligibility: a station pair is ineligible, level 1, level 2, or ambiguous when its
// routes differ in level (the user then picks a route code, which decides the level).
import { levelOfCode, type CompensationLevelCode } from './compensationReference';

export interface EligibilityRoute {
  routeCode: string;
  description: string;
  compensationLevel: CompensationLevelCode;
}

export type RouteEligibility =
  | { kind: 'ineligible' }
  | { kind: 'eligible'; level: 1 | 2; routeCode: string }
  | { kind: 'ambiguous'; routes: EligibilityRoute[] };

/**
 * @example routeEligibility([{ routeCode: 'A', description: 'via X', compensationLevel: 'QUALIFIES_WEEKLY_CAP' }]) // { kind: 'eligible', level: 2, routeCode: 'A' }
 */
export function routeEligibility(routes: readonly EligibilityRoute[], chosenRouteCode?: string): RouteEligibility {
  const chosen = chosenRouteCode ? routes.find((r) => r.routeCode === chosenRouteCode) : undefined;
  if (chosen) {
    const level = levelOfCode(chosen.compensationLevel);
    return level === 0 ? { kind: 'ineligible' } : { kind: 'eligible', level, routeCode: chosen.routeCode };
  }
  const levels = new Set(routes.map((r) => levelOfCode(r.compensationLevel)));
  if (levels.size > 1) return { kind: 'ambiguous', routes: [...routes] };
  const [level] = [...levels];
  if (!level) return { kind: 'ineligible' };
  return { kind: 'eligible', level, routeCode: routes[0]!.routeCode };
}
