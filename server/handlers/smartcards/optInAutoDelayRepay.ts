// 001 §7 PUT /customers/{id}/smartcard/auto-dr: opt in to automatic delay repay.
import type { Handler } from '../../context';
import { setAutoDelayRepay } from './setAutoDelayRepay';

export const optInAutoDelayRepay: Handler = (ctx) => setAutoDelayRepay(ctx, true);
