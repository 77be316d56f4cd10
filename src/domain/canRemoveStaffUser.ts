// 000 §5 Staff removal: a SUPERVISOR may remove only users of lower level; HQ may remove any user (never oneself).
import { LEVELS } from './levels';

/** A staff account as the rules see it; e-mails are unique, so they identify the account. */
export interface StaffRef {
  email: string;
  level: number;
}

export function isSameStaff(a: StaffRef, b: StaffRef): boolean {
  return a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
}

/**
 * HQ may remove anyone but themselves; anyone else with the right to manage staff (SUPERVISOR, or whatever level a
 * brand grants canModifyStaffAccount) only users below their own level.
 * @example canRemoveStaffUser({ email: 's@x', level: 30 }, { email: 'hq@x', level: 40 }) // false
 */
export function canRemoveStaffUser(actor: StaffRef, target: StaffRef): boolean {
  if (isSameStaff(actor, target)) return false;
  if (actor.level >= LEVELS.HQ) return true;
  return target.level < actor.level;
}
