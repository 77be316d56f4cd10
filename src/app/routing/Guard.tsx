import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { useAppServices, useSession } from '../AppServicesContext';
import { ProfileContext } from '../brand/ProfileContext';
import { decideRoute, returnFrom, returnState, type RouteAccess } from './decideRoute';

/** Applies 000 §2 Routing rules (decideRoute) to one route. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { t } = useTranslation();
  const { notifications, session } = useAppServices();
  const { user } = useSession();
  const profile = useContext(ProfileContext);
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnFrom(location.state, user?.email);
  const decision = decideRoute({
    access,
    location: location.pathname + location.search,
    signedIn: user !== undefined,
    gateContext: profile?.gateContext,
    from,
  });

  // Once per visit: StrictMode runs effects twice, and going back twice would skip a page.
  const handled = useRef<string>(undefined);
  useEffect(() => {
    if (decision.action !== 'unauthorized' || handled.current === location.key) return;
    handled.current = location.key;
    notifications.notify({ kind: 'error', message: t('HTTP_UNAUTHORIZED_ACCESS') });
    // React Router numbers history entries; entry 0 means there is nowhere to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(decision.fallback, { replace: true });
  }, [decision.action, location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (decision.action === 'redirect')
    return <Navigate to={decision.to} replace state={returnState(decision.from, session.getSignedOutEmail?.())} />;
  if (decision.action === 'unauthorized') return null;
  return <>{children}</>;
}
