// Action widget `railcardAdd` (the account's linked railcards panel action, 000 §2): the Add railcard dialog for the
// screen's customer, names filled from the account.
import { useQueryClient } from '@tanstack/react-query';
import { callQueryKey, type ActionWidgetProps } from '../../runtime';
import { AddRailcardDialog } from './AddRailcardDialog';

interface Customer {
  id: number | string;
  firstNames?: string;
  surname?: string;
}

export default function RailcardAdd({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const queryClient = useQueryClient();
  const customer = record as Customer | undefined;
  return (
    <AddRailcardDialog
      customerId={String(routeParams.id ?? customer?.id)}
      initial={{ firstName: customer?.firstNames?.split(' ')[0] ?? '', lastName: customer?.surname ?? '' }}
      onClose={onClose}
      onDone={async () => {
        // the linked railcards and the railcard history both change
        await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
        onSuccess();
      }}
    />
  );
}
