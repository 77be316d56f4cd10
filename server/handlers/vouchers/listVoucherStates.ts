// 000 §4 Voucher statuses: Pending, Accepted, Declined, Expired.
import { VOUCHER_STATUSES } from '../../../src/domain/voucherDisplayStatus';
import type { Handler } from '../../context';

export const listVoucherStates: Handler<'listVoucherStates'> = async () => ({ result: [...VOUCHER_STATUSES] });
