// Handlers of schemas/api/orders.yaml (000 §7 "Orders and refunds"; contract docs/api/orders.md).
import type { TypedHandlers } from '../../context';
import { getAlreadyPaidForRefund } from './getAlreadyPaidForRefund';
import { getCustomerSmartcardStatus } from './getCustomerSmartcardStatus';
import { getItsoRefundReasons } from './getItsoRefundReasons';
import { getManualRefundOptions } from './getManualRefundOptions';
import { getOrder } from './getOrder';
import { getOrderChangeovers } from './getOrderChangeovers';
import { getOrderEmails } from './getOrderEmails';
import { getOrderEtickets } from './getOrderEtickets';
import { getAdminOrderFulfilmentStatus, getOrderFulfilmentStatus } from './getOrderFulfilmentStatus';
import { getOrderPaymentRefunds } from './getOrderPaymentRefunds';
import { getOrderPaymentTrail } from './getOrderPaymentTrail';
import { calculateRefund, getRefundCalculations } from './getRefundCalculations';
import { getRefundDetails } from './getRefundDetails';
import { getRefundOrder } from './getRefundOrder';
import { getRefundReasons } from './getRefundReasons';
import { getUtn } from './getUtn';
import { recalculateRefund } from './recalculateRefund';
import { refundOrder } from './refundOrder';
import { refundOrderManual } from './refundOrderManual';
import { refundSmartcardOrder } from './refundSmartcardOrder';
import { rejectRefund, rejectRefundNotify } from './rejectOrderRefund';
import { resendOrderConfirmation } from './resendOrderConfirmation';
import { searchOrders } from './searchOrders';

export const ordersHandlers = {
  searchOrders,
  getOrder,
  getOrderFulfilmentStatus,
  getAdminOrderFulfilmentStatus,
  getOrderPaymentTrail,
  getOrderPaymentRefunds,
  getOrderEmails,
  resendOrderConfirmation,
  getOrderEtickets,
  getCustomerSmartcardStatus,
  getOrderChangeovers,
  getUtn,
  getRefundReasons,
  getItsoRefundReasons,
  getManualRefundOptions,
  getRefundOrder,
  getAlreadyPaidForRefund,
  getRefundDetails,
  getRefundCalculations,
  calculateRefund,
  recalculateRefund,
  refundOrder,
  refundOrderManual,
  refundSmartcardOrder,
  rejectRefund,
  rejectRefundNotify,
} satisfies TypedHandlers;
