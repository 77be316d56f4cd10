// 000 §2/§4 Reject-refund modal: reason (+ other reason) → confirm step with Edit back to the form → POST …/refund/reject.
import type { ModalDef } from '../../runtime';

export const REJECT_REFUND_MODAL: ModalDef = {
  title: 'ORDER_REJECT_REFUND_TITLE',
  form: 'orders/rejectRefund',
  call: 'rejectRefund',
  params: { id: '{record.id}' },
  confirm: true,
  submit: 'ORDER_REJECT_REFUND_CONFIRM',
  success: 'ORDER_REJECT_REFUND_SUCCESS',
  // a state conflict (someone refunded or rejected meanwhile) or a missing right, in words rather than the code
  errors: {
    RefundNotAllowed: 'ORDER_REJECT_REFUND_NOT_ALLOWED',
    RefundUnauthorised: 'ORDER_REJECT_REFUND_UNAUTHORISED',
  },
};
