// KeyGo, flexi and sticket widgets (001 §2): the smartcard page's tap editor and weekly history panels, the account's
// reimbursement flow and the sticket photo decision (action widgets), and the rules the declared KeyGo balance panel
// and actions read (src/domain/keyGoStatus).
import { lazy } from 'react';
import { canAdjustKeyGoBalance, canReimburseKeyGo } from '../../domain/keyGoStatus';
import type { KeyGoAccount } from '../../generated/types/KeyGoAccount';
import { formatMoney } from '../../domain/formatMoney';
import { registerActionWidget, registerDerivation, registerPredicate, registerWidget } from '../../runtime/registry';

/** The KeyGo balance panel's reply (getKeyGoAccount), as far as the panel has it. */
type Account = Partial<KeyGoAccount>;

registerWidget(
  'keyGoJourneys',
  lazy(() => import('./KeyGoJourneys')),
);
registerWidget(
  'keyGoWeeklyHistory',
  lazy(() => import('./KeyGoWeeklyHistory')),
);
registerActionWidget(
  'keyGoReimburse',
  lazy(() => import('./KeyGoReimburse')),
);
registerActionWidget(
  'sticketPhotoDecision',
  lazy(() => import('./SticketPhotoDecision')),
);

/** 001 §4 KeyGo status callout: active / pending closure with the balance, or the not-active notice. */
registerDerivation('keyGoBalanceCallout', (reply) => {
  const a = ((reply as { result?: Account } | undefined)?.result ?? reply) as Account;
  if (!a || !a.status) return null;
  if (a.status === 'notActive')
    return { tone: 'warning', message: a.closed ? 'KEYGO_CLOSED_NOTICE' : 'KEYGO_NOT_ACTIVE_NOTICE', values: {} };
  return {
    tone: a.status === 'active' ? 'success' : 'warning',
    message: a.status === 'active' ? 'KEYGO_ACTIVE_BALANCE' : 'KEYGO_PENDING_CLOSURE_BALANCE',
    values: { balance: formatMoney(a.balance ?? 0) },
  };
});
/** Panel actions see the panel's reply as record.panel (schemas/screens/README.md "Panel actions"). */
const accountOf = (record: unknown) =>
  ((record as { panel?: { result?: Account } } | undefined)?.panel?.result ?? {}) as Account;

registerPredicate('keyGoCanAdjust', (record) => {
  const a = accountOf(record);
  return Boolean(a?.status) && !a.closed && canAdjustKeyGoBalance(a.status!);
});
registerPredicate('keyGoCannotReimburse', (record) => {
  const a = accountOf(record);
  return !(Boolean(a?.status) && !a.closed && canReimburseKeyGo(a.status!, a.balance ?? 0));
});

/** Stickets lock state (listSticketCoupons' stickets), said above the coupons and deciding Lock / Unlock. */
const sticketsOf = (reply: unknown) =>
  (reply as { stickets?: { locked: boolean; reason: string | null } } | undefined)?.stickets;
registerDerivation('sticketsLockCallout', (reply) => {
  const lock = sticketsOf(reply);
  return lock?.locked
    ? { tone: 'danger', message: 'STICKETS_LOCKED_NOTICE', values: { reason: lock.reason ?? '' } }
    : null;
});
registerPredicate('sticketsLocked', (record) => sticketsOf((record as { panel?: unknown })?.panel)?.locked === true);
registerPredicate('sticketsUnlocked', (record) => sticketsOf((record as { panel?: unknown })?.panel)?.locked === false);
registerPredicate('couponActive', (row) => (row as { status?: string })?.status === 'ACTIVE');
registerPredicate('couponSuspended', (row) => (row as { status?: string })?.status === 'SUSPENDED');
/** 001 §5: an interoperable flexi ticket needs no collection station (the add-pass form hides it and shows §9's copy). */
registerPredicate('flexiInteroperable', (row) => (row as { interoperable?: boolean })?.interoperable === true);
registerPredicate('flexiFull', (row) => Number((row as { passesAddable?: number })?.passesAddable ?? 0) <= 0);
