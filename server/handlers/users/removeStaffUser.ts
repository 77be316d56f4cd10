// 000 §7 DELETE /admin/users/{id} (204). 000 §5 Staff removal: SUPERVISOR only lower levels, HQ anyone (never oneself).
// A removed user is hidden from the list, answers 404 and cannot sign in; their sessions end at once.
import { and, eq, sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { staffUsers } from '../../db/schema';
import { forbidden } from '../../errors';
import { revokeAllForUser } from '../../auth/session';
import { canRemoveStaffUser } from '../../../src/domain/canRemoveStaffUser';
import { findTarget, refOf, stateConflict } from './staffUserRules';

export const removeStaffUser: Handler<'removeStaffUser'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const target = await findTarget(ctx);
  if (!canRemoveStaffUser(staff, refOf(target))) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const removed = await t
      .update(staffUsers)
      .set({ removed: true, active: false, lastUpdate: sql`now()` })
      .where(
        and(eq(staffUsers.id, target.id), eq(staffUsers.removed, false), eq(staffUsers.grantLevel, target.grantLevel)),
      )
      .returning({ id: staffUsers.id });
    if (removed.length === 0) throw stateConflict('The user was changed or removed meanwhile');
    await revokeAllForUser(t, target.id);
  });
  return undefined;
};
