import { createContext, useContext } from 'react';
import type { GateContext } from '../../domain/checkGate';
import type { ShellProfile } from './brandCatalog';

export interface SignedInProfile {
  profile: ShellProfile;
  /** The signed-in user's gate context: profile + level + per-user overrides. */
  gateContext: GateContext;
}

/** Present inside the signed-in shell only; route guards outside it check sign-in, not gates. */
export const ProfileContext = createContext<SignedInProfile | undefined>(undefined);

export function useSignedInProfile(): SignedInProfile {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useSignedInProfile: outside the signed-in shell');
  return value;
}
