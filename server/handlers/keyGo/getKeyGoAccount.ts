// KeyGo balance panel (001 §2 account, §4 KeyGo status): status, balance and what may be done with it.
import { canAdjustKeyGoBalance, canReimburseKeyGo } from '../../../src/domain/keyGoStatus';
import type { Handler } from '../../context';
import { loadKeyGo, maskedCard } from './keyGoCard';

export const getKeyGoAccount: Handler<'getKeyGoAccount'> = async (ctx) => {
  const k = await loadKeyGo(ctx);
  const balance = k.account?.balance ?? 0;
  const open = Boolean(k.account && !k.account.closed);
  return {
    result: {
      status: k.status,
      balance,
      closed: k.account?.closed ?? false,
      isrn: k.card?.isrn ?? null,
      canAdjust: open && canAdjustKeyGoBalance(k.status),
      canReimburse: open && canReimburseKeyGo(k.status, balance),
      savedCard: maskedCard(k.account),
    },
  };
};
