import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppServices } from './createAppServices';
import type { SessionSnapshot } from './session/createSessionStore';

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: no AppServicesContext provider above this component');
  return services;
}

/** The session, re-rendering on sign-in, refresh and logout. */
export function useSession(): SessionSnapshot {
  const { session } = useAppServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
