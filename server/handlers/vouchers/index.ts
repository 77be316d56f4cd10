// E-voucher calls (schemas/api/vouchers.yaml), one handler per file.
import type { TypedHandlers } from '../../context';
import { acceptVoucher } from './acceptVoucher';
import { addCustomerVoucher } from './addCustomerVoucher';
import { declineVoucher } from './declineVoucher';
import { editCustomerVoucher } from './editCustomerVoucher';
import { getCustomerVoucher } from './getCustomerVoucher';
import { getCustomerVouchers } from './getCustomerVouchers';
import { listVoucherReasons } from './listVoucherReasons';
import { listVoucherStates } from './listVoucherStates';
import { removeCustomerVoucher } from './removeCustomerVoucher';
import { searchVouchers } from './searchVouchers';

export const vouchersHandlers = {
  listVoucherReasons,
  listVoucherStates,
  searchVouchers,
  getCustomerVouchers,
  getCustomerVoucher,
  addCustomerVoucher,
  editCustomerVoucher,
  removeCustomerVoucher,
  acceptVoucher,
  declineVoucher,
} satisfies TypedHandlers;
