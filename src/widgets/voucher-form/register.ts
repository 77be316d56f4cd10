// E-voucher pieces for the screens of schemas/screens/vouchers and the customer search: the Edit and Add action
// widgets, the predicates the actions name, and the reason format.
import { lazy } from 'react';
import { registerActionWidget, registerFormat, registerPredicate } from '../../runtime/registry';
import { voucherIsEditable, voucherIsPending } from './voucherPredicates';

registerActionWidget(
  'voucherEdit',
  lazy(() => import('./VoucherEdit')),
);
registerActionWidget(
  'voucherAdd',
  lazy(() => import('./VoucherAdd')),
);
registerPredicate('voucherIsPending', voucherIsPending);
registerPredicate('voucherIsEditable', voucherIsEditable);
// DELAY_REPAY → 'Delay Repay' (000 §4 reasons), through the translation key the server names
registerFormat('voucherReason', {
  text: (value, t) =>
    value === undefined || value === null || value === '' ? '' : t(`VOUCHER_REASON_${String(value)}`),
});
