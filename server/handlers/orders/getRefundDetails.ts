// 000 §2 Order page refund log with calculations: each refund taken, with its lines and payments, newest first.
import type { RefundRecord } from '../../../src/generated/types/RefundRecord';
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getRefundDetails: Handler<'getRefundDetails'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const log = new Map(detail.refunds.log.map((row) => [row.refundId, row]));
  return {
    result: detail.refundRecords.map((record): RefundRecord => {
      // every refund taken writes its log row too (applyRefund); the record's own fields are the ones kept
      const row = log.get(record.refundId);
      return {
        id: row?.id ?? record.refundId,
        date: row?.date ?? record.created,
        refundVia: row?.refundVia ?? null,
        amount: row?.amount ?? record.total,
        ...record,
      };
    }),
  };
};
