// Staff accounts are unique by e-mail (case-insensitive), across brands.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { staffUsers } from '../db/schema';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}
