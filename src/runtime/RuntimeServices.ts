// The runtime ↔ app boundary (docs/architecture.md): everything domain- and transport-specific reaches the runtime here.
import { createContext, useContext } from 'react';
import type { GateContext } from '../domain/checkGate';

export interface CallArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** false: the caller says what a failure means itself, so the app shows no notification of its own. */
  notify?: boolean;
}

export interface RuntimeServices {
  /** Calls a declared API call by id (schemas/api). Resolves with the parsed JSON reply body
   *  (`{result, links}`); rejects with an HttpError after the app has already shown the
   *  notification of 000 §8 General HTTP handling (so the runtime only shows inline state). The error's
   *  numeric `status` (404, 0 = no answer) tells the runtime which inline state to show (LoadError). */
  call(callId: string, args?: CallArgs): Promise<any>;
  gateContext: GateContext;
  /** The signed-in staff e-mail, for per-user rules such as "not on one's own account". */
  userEmail?: string;
  flags: Record<string, boolean>;
  config: Record<string, unknown>;
  notify(n: { kind: 'success' | 'error' | 'info' | 'warning'; message: string }): void;
}

export const RuntimeServicesContext = createContext<RuntimeServices | null>(null);

/** Provided by src/app: `<RuntimeServicesContext.Provider value={services}>`. */
export const RuntimeServicesProvider = RuntimeServicesContext.Provider;

export function useRuntimeServices(): RuntimeServices {
  const services = useContext(RuntimeServicesContext);
  if (!services) throw new Error('useRuntimeServices: no RuntimeServicesProvider above this component');
  return services;
}
