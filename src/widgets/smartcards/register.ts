// The smartcard area's screens (schemas/screens/smartcards/*.yaml, 001 §2): the predicates and derivations their
// declarations name, and the action widgets a declaration cannot say (replace smartcard: a polled state machine;
// transfer: find the recipient by e-mail, then confirm). The rules themselves are src/domain.
import { registrationOutcome, type RegistrationReply } from '../../domain/registrationOutcome';
import { lazy } from 'react';
import { birthdayShown } from '../../domain/birthdayShown';
import { goldCardBlocked } from '../../domain/goldCardBlocked';
import { goldCardProductEligible } from '../../domain/goldCardProductEligible';
import { hotlistRefusal } from '../../domain/hotlistRefusal';
import { londonToday } from '../../domain/londonToday';
import { smartcardJourneyRows, type SmartcardJourneyDayLike } from '../../domain/smartcardJourneyRows';
import { statusTone } from '../../domain/statusTone';
import { transferStatusTone } from '../../domain/transferStatusTone';
import type { GetCustomerSmartcardReply } from '../../generated/replies/GetCustomerSmartcardReply';
import type { GetSmartcardActiveReply } from '../../generated/replies/GetSmartcardActiveReply';
import type { GetSmartcardTransferReply } from '../../generated/replies/GetSmartcardTransferReply';
import type { ListGoldCardReplacementsReply } from '../../generated/replies/ListGoldCardReplacementsReply';
import type { Customer } from '../../generated/types/Customer';
import type { SmartcardProduct } from '../../generated/types/SmartcardProduct';
import { registerActionWidget, registerDerivation, registerFormat, registerPredicate } from '../../runtime/registry';

registerActionWidget(
  'smartcardReplacement',
  lazy(() => import('./SmartcardReplacement')),
);
registerActionWidget(
  'smartcardTransfer',
  lazy(() => import('./SmartcardTransfer')),
);

const refusal = (row: unknown) => hotlistRefusal(row as SmartcardProduct, londonToday());

// products (001 §2): flexi ones have a panel of their own (enableFlexiSeason)
registerDerivation('smartcardProductRows', (data) =>
  Array.isArray(data) ? data.filter((p: SmartcardProduct) => !p.isFlexi) : [],
);
// 001 §2 journeys grouped by day: the journeys call's days as rows, grouped by their date
registerDerivation('smartcardJourneyRows', (days) => smartcardJourneyRows(days as SmartcardJourneyDayLike[]));
// the smartcard address as a one-row table, so its Change action has the address as its record
registerDerivation('smartcardAddressRows', (data) => (data && typeof data === 'object' ? [data] : []));
// 001 §5 the birthday is shown with the adult-birthday flag or for an under-16 customer
registerDerivation('smartcardBirthday', (customer, { gateContext }) =>
  birthdayShown(customer as Customer, gateContext.flags.enableAdultBirthday === true)
    ? (customer as Customer).dateOfBirth
    : undefined,
);
// 001 §4 register outcomes: which success dialog the register / issue smartcard reply gets (modal.done)
registerDerivation('registrationOutcome', (result) => registrationOutcome(result as RegistrationReply | undefined));
// 001 §2 card status panel (GET /smartcard/{id}/active): the card's status in its colour
registerDerivation('smartcardStatusCallout', (reply) => {
  const status = (reply as GetSmartcardActiveReply | undefined)?.result?.cardStatus;
  return status ? { tone: statusTone(status), message: `SMARTCARD_CARD_STATUS_${status}` } : null;
});
// 001 §5 previous gold cards: while a request blocks a new one, say until when
registerDerivation('goldCardBlockCallout', (reply) => {
  const until = (reply as ListGoldCardReplacementsReply | undefined)?.result?.blockedUntil;
  return until
    ? {
        tone: 'warning',
        message: 'GOLD_CARD_BLOCKED_UNTIL',
        values: { until: new Date(until).toLocaleString('en-GB', { timeZone: 'Europe/London' }) },
      }
    : null;
});
// 001 §4 transfer status tones: verified success, rejected danger, other info
registerDerivation('transferStatusCallout', (reply) => {
  const status = (reply as GetSmartcardTransferReply | undefined)?.result?.status;
  return status
    ? { tone: transferStatusTone(status), message: `SMARTCARD_TRANSFER_STATUS_${status.toUpperCase()}` }
    : null;
});

// 001 §4 hotlisting: not for a CANCELLING or already hotlisted product (each says why); an expired one is refused by
// the server with 'Product is expired'
registerPredicate('productNotHotlisted', (row) => refusal(row) !== 'ALREADY_HOTLISTED');
registerPredicate('productIsHotlisted', (row) => refusal(row) === 'ALREADY_HOTLISTED');
registerPredicate('productIsCancelling', (row) => refusal(row) === 'CANCELLING');
registerPredicate(
  'productHotlistableByOrder',
  (row) => refusal(row) === null && typeof (row as SmartcardProduct).orderId === 'number',
);
// 001 §5 gold card replacement: ACTIVE, validity period 1200, on-track, feature on; blocked for a week after a request
registerPredicate('goldCardProductEligible', (row, { gateContext }) =>
  goldCardProductEligible(row as SmartcardProduct, gateContext.flags.enableGoldCardReplacement === true),
);
registerPredicate('goldCardBlocked', (row) => goldCardBlocked(row as SmartcardProduct, new Date()));
// 001 §2 add or change the smartcard address: Add while the account has none
registerPredicate(
  'customerHasNoSmartcardAddress',
  (customer) => !((customer as Customer | undefined)?.addresses ?? []).some((a) => a.isSmartcard),
);
registerPredicate('customerHasSmartcard', (customer) => Boolean((customer as Customer | undefined)?.smartcardNumber));
// /smartcard-transfers/{id} and approvals: decisions only while pending
registerPredicate(
  'isPending',
  (record) => String((record as { status?: string } | undefined)?.status ?? '').toLowerCase() === 'pending',
);
// 001 §7/§8 promotion: offered while the card shown (the details panel's reply, record.panel) has no promotional discount
registerPredicate(
  'cardWithoutPromoDiscount',
  (record) => (record as { panel?: GetCustomerSmartcardReply } | undefined)?.panel?.result?.promoDiscount === false,
);
registerPredicate('customerWithoutSmartcard', (row) => !(row as Customer | undefined)?.smartcardNumber);
// 001 §5 register customer: the e-mail is disabled on update (issuing a card to an existing account); the register
// dialog of /card-issuance has no record, so its e-mail stays editable
registerPredicate('existingCustomer', (record) => typeof (record as { id?: unknown } | undefined)?.id === 'number');
registerPredicate('approvalContacted', (record) => (record as { contacted?: boolean } | undefined)?.contacted === true);
registerPredicate(
  'approvalNotContacted',
  (record) => (record as { contacted?: boolean } | undefined)?.contacted !== true,
);
registerActionWidget(
  'customerEmailConfirm',
  lazy(() => import('./CustomerEmailConfirm')),
);

// issue 22: a gold card replacement's reason code shown as the replacement dialog words it
registerFormat('goldCardReason', {
  text: (v, t) =>
    v === undefined || v === null || v === ''
      ? ''
      : t(`SMARTCARD_REPLACE_REASON_${String(v).toUpperCase().replace(/-/g, '_')}`),
});
