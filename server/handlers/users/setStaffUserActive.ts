// 000 §7 PUT /admin/users/{id}/{action} (activate | deactivate), one declaration per action so the audit trail names
// it. 000 §6 per-user check canChangeStaffUser; the state must change (409 otherwise); deactivation ends all sessions.
import { and, eq, sql } from 'drizzle-orm';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { staffUsers } from '../../db/schema';
import { forbidden } from '../../errors';
import { revokeAllForUser } from '../../auth/session';
import { canChangeStaffUser } from '../../../src/domain/canChangeStaffUser';
import { findTarget, refOf, stateConflict } from './staffUserRules';

export async function setStaffUserActive(ctx: CallContext, active: boolean): Promise<undefined> {
  const staff = requireStaff(ctx);
  const target = await findTarget(ctx);
  if (!canChangeStaffUser(staff, refOf(target))) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // conditional on the current state, so two simultaneous requests cannot both succeed
    const changed = await t
      .update(staffUsers)
      .set({ active, lastUpdate: sql`now()` })
      .where(
        and(
          eq(staffUsers.id, target.id),
          eq(staffUsers.removed, false),
          eq(staffUsers.active, !active),
          eq(staffUsers.grantLevel, target.grantLevel),
        ),
      )
      .returning({ id: staffUsers.id });
    if (changed.length === 0)
      throw stateConflict(active ? 'The user is already active' : 'The user is already inactive');
    if (!active) await revokeAllForUser(t, target.id);
  });
  return undefined;
}
