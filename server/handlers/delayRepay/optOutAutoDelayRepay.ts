// 001 §7 DELETE /customers/{id}/smartcard/auto-dr (opt out).
import type { Handler } from '../../context';
import { setAutoDelayRepay } from './setAutoDelayRepay';

export const optOutAutoDelayRepay: Handler<'optOutAutoDelayRepay'> = (ctx) => setAutoDelayRepay(ctx, false);
