// A railcard type must be one of GET /config/railcards: an unknown code is a 400 naming the field.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { railcardTypes } from '../../db/schema';
import { ApiError, Codes } from '../../errors';

export async function checkRailcardType(db: Db, code: string): Promise<void> {
  const [type] = await db
    .select({ code: railcardTypes.code })
    .from(railcardTypes)
    .where(eq(railcardTypes.code, code))
    .limit(1);
  if (!type) throw ApiError.of(400, Codes.VALIDATION, `railcardCode ${code} is not a railcard type`, ['railcardCode']);
}
