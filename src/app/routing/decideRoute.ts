// 000 §2 Routing rules: login required for levelled routes, public routes bounce signed-in users to /, unauthorised users are sent back, unknown paths go to /search-customers.
import { checkGate, type Gate, type GateContext } from '../../domain/checkGate';

export const HOME_ROUTE = '/search-customers';
export const LOGIN_ROUTE = '/login';
export const PUBLIC_ROUTES = ['/login', '/confirm-login', '/reset-password', '/change-password'] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** The public route a path opens, matched as react-router matches a route's path: in any case, a trailing slash allowed. */
export function publicRouteOf(pathname: string): PublicRoute | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return PUBLIC_ROUTES.find((route) => route === path);
}

/** How a route may be entered: `undefined` for a path the route table does not know. */
export type RouteAccess = { kind: 'public' } | { kind: 'private'; gate?: Gate };

export type RouteDecision =
  | { action: 'render' }
  /** `from` is the original URL (path + query) to return to after sign-in. */
  | { action: 'redirect'; to: string; from?: string }
  /** Tell the user 'Unauthorized access.' and go back one step, or to `fallback` without history. */
  | { action: 'unauthorized'; fallback: string };

export interface RouteRequest {
  access: RouteAccess | undefined;
  /** Path and query string being opened, e.g. '/search-orders?email=a%40b.co'. */
  location: string;
  signedIn: boolean;
  /** Needed once signed in; absent while the brand profile is still loading (gates are then not checked yet). */
  gateContext?: GateContext;
  /** URL remembered by an earlier redirect to /login: where a public page sends a user who has just signed in. */
  from?: string;
}

export function decideRoute({ access, location, signedIn, gateContext, from }: RouteRequest): RouteDecision {
  if (!access) return { action: 'redirect', to: HOME_ROUTE };
  if (access.kind === 'public') return signedIn ? { action: 'redirect', to: returnTarget(from) } : { action: 'render' };
  if (!signedIn) return { action: 'redirect', to: LOGIN_ROUTE, from: location };
  if (gateContext && !checkGate(access.gate, gateContext)) return { action: 'unauthorized', fallback: HOME_ROUTE };
  return { action: 'render' };
}

/**
 * What a redirect to /login remembers (history state): the URL to return to, and whose session had ended in this tab
 * when it was remembered. Office PCs are shared: another user signing in next starts at home, not on the page (and
 * the search terms in its URL) the last one left.
 */
export interface ReturnState {
  from?: string;
  fromUser?: string;
}

export function returnState(from: string | undefined, fromUser: string | undefined): ReturnState | undefined {
  if (!from) return undefined;
  return fromUser ? { from, fromUser } : { from };
}

/** The remembered URL for the user `email` (or for whoever signs in next, when not known yet): none for another user. */
export function returnFrom(state: unknown, email: string | undefined): string | undefined {
  const remembered = state as ReturnState | null | undefined;
  if (typeof remembered?.from !== 'string') return undefined;
  const owner = remembered.fromUser;
  if (owner && email && owner.toLowerCase() !== email.toLowerCase()) return undefined;
  return remembered.from;
}

/**
 * Where to go after sign-in: the remembered URL if it is a path inside the console (never another
 * origin, never a sign-in page), otherwise '/'.
 */
export function returnTarget(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  const path = from.split(/[?#]/)[0];
  return (PUBLIC_ROUTES as readonly string[]).includes(path) ? '/' : from;
}
