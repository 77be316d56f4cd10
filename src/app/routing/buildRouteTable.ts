import type { Gate } from '../../domain/checkGate';
import type { SpecRoute } from './specRoutes';

/** What the router needs of a declared screen (src/generated/screens.json). */
export interface ScreenRouteSource {
  id: string;
  route: string;
  gate: Gate;
  flag?: string;
  title?: string;
}

/** One signed-in route: a declared screen, or a planned route of the spec that has no screen yet. */
export interface ShellRoute {
  /** As the spec writes it: `/account/{id}`. */
  route: string;
  gate: Gate;
  title?: string;
  /** Absent for a planned route. */
  screenId?: string;
}

/** A flag joins the gate: a brand without the feature has no such route. */
export function routeGate(gate: Gate, flag?: string): Gate {
  return flag ? { all: [{ flag }, gate] } : gate;
}

/** Declared screens first; spec routes without a screen become planned routes. */
export function buildRouteTable(screens: readonly ScreenRouteSource[], specRoutes: readonly SpecRoute[]): ShellRoute[] {
  const declared = screens.map((s) => ({
    route: s.route,
    gate: routeGate(s.gate, s.flag),
    title: s.title,
    screenId: s.id,
  }));
  const taken = new Set(declared.map((r) => r.route));
  const planned = specRoutes
    .filter((r) => !taken.has(r.route))
    .map((r) => ({ route: r.route, gate: routeGate(r.gate, r.flag), title: 'NOT_AVAILABLE_TITLE' }));
  return [...declared, ...planned];
}
