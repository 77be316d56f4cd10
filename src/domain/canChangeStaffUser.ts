// 000 §6 Staff-user management: "per-user checks decide who may remove or deactivate another user" — activate,
// deactivate and a change of level follow the removal rule (docs/decisions/0087-activate-deactivate-change-level-follow-removal.md).
import { canRemoveStaffUser, type StaffRef } from './canRemoveStaffUser';

/**
 * Whether `actor` may activate, deactivate or change the level of `target`: the same per-user check as removal, so a
 * SUPERVISOR cannot lock out or demote an HQ user or a fellow SUPERVISOR, and nobody changes their own account.
 */
export function canChangeStaffUser(actor: StaffRef, target: StaffRef): boolean {
  return canRemoveStaffUser(actor, target);
}
