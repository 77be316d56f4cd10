// 001 §3 Customer isOver16: from the date of birth on the London calendar day when it is known, else what the
// customer declared in their preferences (registration's preferences.isOver16), else an adult.
import { isOver16 } from '../../../src/domain/isOver16';
import type { CallContext } from '../../context';
import type { customers } from '../../db/schema';
import { todayOf } from '../smartcards/today';

export function customerIsOver16(ctx: CallContext, customer: typeof customers.$inferSelect): boolean {
  if (customer.dateOfBirth) return isOver16(customer.dateOfBirth, todayOf(ctx));
  return (customer.preferences as Record<string, unknown> | null)?.isOver16 !== false;
}
