// 000 §7 change access level (204), PUT /admin/users/{id} {grantLevel}. 000 §5: the new level must differ from the
// current one and be at most the caller's own; 000 §6 per-user check: canChangeStaffUser.
import { and, eq, sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { staffUsers } from '../../db/schema';
import { ApiError, Codes, forbidden } from '../../errors';
import { canChangeStaffUser } from '../../../src/domain/canChangeStaffUser';
import { checkAssignableLevel, findTarget, refOf, stateConflict } from './staffUserRules';

export const changeStaffAccessLevel: Handler<'changeStaffAccessLevel'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const target = await findTarget(ctx);
  if (!canChangeStaffUser(staff, refOf(target))) throw forbidden();
  const { grantLevel } = ctx.body as { grantLevel: number };
  checkAssignableLevel(ctx, grantLevel);
  if (grantLevel === target.grantLevel) {
    throw ApiError.of(400, Codes.ACCESS_LEVEL_UNCHANGED, 'The new access level must differ from the current one', [
      'grantLevel',
    ]);
  }
  // the rights were decided on the level read above: a change made meanwhile by someone else wins, this one is refused
  const changed = await ctx.db
    .update(staffUsers)
    .set({ grantLevel, lastUpdate: sql`now()` })
    .where(
      and(eq(staffUsers.id, target.id), eq(staffUsers.removed, false), eq(staffUsers.grantLevel, target.grantLevel)),
    )
    .returning({ id: staffUsers.id });
  if (changed.length === 0) throw stateConflict('The user was changed meanwhile; reload and try again');
  return undefined;
};
