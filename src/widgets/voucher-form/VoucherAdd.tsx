// 000 §2 Customer search "Actions: … add voucher": the Add e-voucher row action opens the account panel's add form
// for the row's customer (the record is the search row).
import type { ActionWidgetProps } from '../../runtime';
import { VoucherFormDialog } from './VoucherFormDialog';

export default function VoucherAdd({ record, onClose, onSuccess }: ActionWidgetProps) {
  const customerId = (record as { id: number | string }).id;
  return <VoucherFormDialog customerId={customerId} onClose={onClose} onSaved={onSuccess} />;
}
