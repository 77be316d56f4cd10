// 001 §2 reject a smartcard application with a reason (≤ 300, 001 §9).
import type { Handler } from '../../context';
import { decideApproval } from './decideApproval';

export const rejectSmartcardApproval: Handler<'rejectSmartcardApproval'> = (ctx) =>
  decideApproval(ctx, 'rejected', String(ctx.body.reason));
