// Action widget `railcardRemove` (the linked railcards panel's row action, 000 §2): the row's railcard after Yes.
import type { ActionWidgetProps } from '../../runtime';
import { useRefreshThenSucceed } from '../railcard-shared/useRefreshThenSucceed';
import { RemoveRailcardDialog, type LinkedRailcard } from './RemoveRailcardDialog';

export default function RailcardRemove({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const done = useRefreshThenSucceed(onSuccess);
  return (
    <RemoveRailcardDialog
      customerId={String(routeParams.id ?? routeParams.cid)}
      railcard={record as LinkedRailcard}
      onClose={onClose}
      onDone={() => void done()}
    />
  );
}
