// 001 §7 PUT /customers/{id}/smartcard/auto-dr (opt in).
import type { Handler } from '../../context';
import { setAutoDelayRepay } from './setAutoDelayRepay';

export const optInAutoDelayRepay: Handler<'optInAutoDelayRepay'> = (ctx) => setAutoDelayRepay(ctx, true);
