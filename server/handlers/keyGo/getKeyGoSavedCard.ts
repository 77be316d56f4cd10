// 001 §7 GET /customers/{id}/smartcard/keygo/saved-card: the reimbursement card, masked (001 §9 "shown masked").
import type { Handler } from '../../context';
import { loadKeyGo, maskedCard } from './keyGoCard';

export const getKeyGoSavedCard: Handler<'getKeyGoSavedCard'> = async (ctx) => ({
  result: maskedCard((await loadKeyGo(ctx)).account),
});
