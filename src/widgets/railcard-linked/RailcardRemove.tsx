// Action widget `railcardRemove` (the linked railcards panel's row action, 000 §2): the row's railcard after Yes.
import { useQueryClient } from '@tanstack/react-query';
import { callQueryKey, type ActionWidgetProps } from '../../runtime';
import { RemoveRailcardDialog, type LinkedRailcard } from './RemoveRailcardDialog';

export default function RailcardRemove({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const queryClient = useQueryClient();
  return (
    <RemoveRailcardDialog
      customerId={String(routeParams.id)}
      railcard={record as LinkedRailcard}
      onClose={onClose}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
        onSuccess();
      }}
    />
  );
}
