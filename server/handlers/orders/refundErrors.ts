// 000 §8 Orders and refunds: the error codes the refund calls answer with (docs/api/orders.md "Refund submit").
import { formatMoney } from '../../../src/domain/formatMoney';
import { ApiError } from '../../errors';

export const RefundCodes = {
  NOT_ENOUGH_INFO: 'NotEnoughInfo',
  AMOUNT_EXCEEDS_LIMIT: 'AmountExceedsLimit',
  AMOUNT_EXCEEDS_REMAINING: 'AmountExceedsRemaining',
  ALREADY_REFUNDED: 'AlreadyRefunded',
  TICKET_NOT_REFUNDABLE: 'TicketNotRefundable',
  REFUND_NOT_ALLOWED: 'RefundNotAllowed',
  REFUND_UNAUTHORISED: 'RefundUnauthorised',
  ETICKET_NOT_FOUND: 'ETICKET_NOT_FOUND',
  ETICKET_SERVICE_ERROR: 'ETICKET_SERVICE_ERROR',
  VALIDATION: '1000',
  /** ITSO (POST /refunds/{id}): console key ITSO_REFUND_UNSUCCESSFUL_MESSAGE_{code} */
  ITSO_NO_PRODUCT: '7001',
  ITSO_CARD_STATUS: '7002',
  ITSO_AFTER_VALIDITY: '7003',
  ITSO_ALREADY_REMOVED: '7004',
} as const;

export const refundError = (status: number, code: string, message: string, fields?: Array<string | number>) =>
  ApiError.of(status, code, message, fields?.map(String));

export const unauthorisedRefund = () =>
  refundError(
    403,
    RefundCodes.REFUND_UNAUTHORISED,
    'You are not authorised to make this refund: speak to a team leader.',
  );

/** Pounds for messages (money is pence on the wire). */
export const pounds = (pence: number) => formatMoney(pence);
