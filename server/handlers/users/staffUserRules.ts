// Shared steps of the staff-user calls: the target account (caller's brand, not removed, else 404), its reply shape
// (000 §3 Staff user) and the per-user rules of 000 §5/§6, so each handler checks them the same way.
import { and, eq } from 'drizzle-orm';
import type { CallContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { ApiError, Codes, forbidden, notFound } from '../../errors';
import { assignableLevels } from '../../../src/domain/assignableLevels';
import type { StaffRef } from '../../../src/domain/canRemoveStaffUser';
import { LEVELS, levelNameOf, levelNumber } from '../../../src/domain/levels';
import type { StaffUser } from '../../../src/generated/types/StaffUser';
import { requireStaff } from '../../context';

export type StaffRow = typeof staffUsers.$inferSelect;

/** 000 §3 Staff user: id, email, grantLevel, grantLevelName, active, created, lastLogin, lastUpdate. */
/** A staff row as the declared StaffUser (schemas/entities/staffUser.schema.json). */
export function staffUserReply(
  row: Pick<StaffRow, 'id' | 'email' | 'grantLevel' | 'active' | 'created' | 'lastLogin' | 'lastUpdate'>,
): StaffUser {
  const level = levelNumber(row.grantLevel);
  return {
    id: row.id,
    email: row.email,
    grantLevel: level,
    grantLevelName: levelNameOf(level)!,
    active: row.active,
    created: row.created.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    lastUpdate: row.lastUpdate?.toISOString() ?? null,
  };
}

/** The staff user named by the path's {id}: another brand's or a removed account answers 404, as if unknown. */
export async function findTarget(ctx: CallContext): Promise<StaffRow> {
  const staff = requireStaff(ctx);
  const [row] = await ctx.db
    .select()
    .from(staffUsers)
    .where(
      and(eq(staffUsers.id, Number(ctx.params.id)), eq(staffUsers.brand, staff.brand), eq(staffUsers.removed, false)),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const refOf = (row: StaffRow): StaffRef => ({ email: row.email, level: row.grantLevel });

/**
 * A level the caller may give: above their own → 403 (a right they lack); a station level where the brand has
 * none (enableStationLevels off) → 400, as the form never offers it.
 */
export function checkAssignableLevel(ctx: CallContext, level: number): void {
  const staff = requireStaff(ctx);
  if (level > staff.level) throw forbidden();
  const stationLevels = staff.gateContext.flags.enableStationLevels === true;
  if (!assignableLevels(staff.level, stationLevels).some((name) => LEVELS[name] === level)) {
    throw ApiError.of(400, Codes.VALIDATION, 'This access level is not offered for this brand', ['grantLevel']);
  }
}

export const stateConflict = (message: string) => ApiError.of(409, Codes.CONFLICT, message);
