import type { ReactNode } from 'react';
import { useAppServices, useSession } from '../AppServicesContext';
import { decideRoute, returnFrom, returnState, type RouteAccess } from './decideRoute';
import { Navigate, useLocation } from './nativeHistory';

/**
 * 000 §2 Routing rules (decideRoute) on the shell's own navigation, before any brand profile is known: a signed-in
 * user on a public route goes on to the remembered URL, a visitor on a private one to /login remembering it. The
 * gates of the signed-in routes are the router's Guard's (./Guard), inside the signed-in console.
 */
export function ShellGuard({
  access,
  unguarded = false,
  children,
}: {
  access: RouteAccess;
  /** No rule applies here (the screen catalogue signs in itself). */
  unguarded?: boolean;
  children: ReactNode;
}) {
  const { user } = useSession();
  const { session } = useAppServices();
  const location = useLocation();
  if (unguarded) return <>{children}</>;
  const decision = decideRoute({
    access,
    location: location.pathname + location.search,
    signedIn: user !== undefined,
    from: returnFrom(location.state, user?.email),
  });
  if (decision.action === 'redirect')
    return <Navigate to={decision.to} replace state={returnState(decision.from, session.getSignedOutEmail?.())} />;
  return <>{children}</>;
}
