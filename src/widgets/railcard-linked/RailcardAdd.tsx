// Action widget `railcardAdd` (the account's linked railcards panel action, 000 §2): the Add railcard dialog for the
// screen's customer, names filled from the account.
import type { ActionWidgetProps } from '../../runtime';
import { useRefreshThenSucceed } from '../railcard-shared/useRefreshThenSucceed';
import { AddRailcardDialog } from './AddRailcardDialog';
import type { Customer } from '../../generated/types/Customer';

export default function RailcardAdd({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const done = useRefreshThenSucceed(onSuccess);
  const customer = record as Customer | undefined;
  return (
    <AddRailcardDialog
      customerId={String(routeParams.id ?? customer?.id)}
      initial={{ firstName: customer?.firstNames?.split(' ')[0] ?? '', lastName: customer?.surname ?? '' }}
      onClose={onClose}
      onDone={() => void done()}
    />
  );
}
