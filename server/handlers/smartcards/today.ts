// The sandbox's "now" and London day for the smartcard rules, from the injectable clock (server/context.ts).
import { londonToday } from '../../../src/domain/londonToday';
import type { CallContext } from '../../context';

export const nowOf = (ctx: CallContext): Date => ctx.settings.clock();
export const todayOf = (ctx: CallContext): string => londonToday(ctx.settings.clock());
