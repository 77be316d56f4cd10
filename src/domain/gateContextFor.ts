// 000 §6 Roles and permissions: a user's gate context = resolved brand profile + level + that user's overrides.
import type { BrandProfile } from '../generated/types/BrandProfile';
import type { GateContext } from './checkGate';
import { LEVELS, isLevelName, type LevelName } from './levels';

/**
 * @param level numeric grant level (session accessLevel) or a level name
 * @param email the signed-in staff e-mail; per-user overrides are keyed by it, case-insensitively
 * @example checkGate({ permission: 'canAddVoucher' }, gateContextFor(profile, 20, 'a@b.co'))
 */
export function gateContextFor(
  profile: Pick<BrandProfile, 'flags' | 'permissions' | 'userOverrides'>,
  level: number | LevelName,
  email?: string,
): GateContext {
  const overrides = email ? findOverride(profile.userOverrides, email) : undefined;
  return {
    level: isLevelName(level) ? LEVELS[level] : level,
    flags: { ...profile.flags, ...overrides?.flags },
    permissions: { ...profile.permissions, ...overrides?.permissions },
  };
}

function findOverride(overrides: BrandProfile['userOverrides'], email: string) {
  const wanted = email.trim().toLowerCase();
  const key = Object.keys(overrides).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : overrides[key];
}
