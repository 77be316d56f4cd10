// 000 §2 Voucher page: the Edit action (canEditVoucher, while Pending or Accepted: schemas/screens/vouchers/voucher.yaml)
// opens the add/edit form on the voucher.
import type { ActionWidgetProps } from '../../runtime';
import { VoucherFormDialog } from './VoucherFormDialog';
import type { VoucherRecord } from './voucherFormState';

export default function VoucherEdit({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const voucher = record as VoucherRecord;
  return (
    <VoucherFormDialog
      customerId={routeParams.cid ?? voucher.customerId}
      voucher={voucher}
      onClose={onClose}
      onSaved={onSuccess}
    />
  );
}
