// 001 §2 approve a smartcard application (returns to /smartcard-approvals in the console).
import type { Handler } from '../../context';
import { decideApproval } from './decideApproval';

export const approveSmartcardApproval: Handler<'approveSmartcardApproval'> = (ctx) => decideApproval(ctx, 'approved');
