// Action widget `digitalRailcardEmailResend` (the DRC e-mails panel's row action, 000 §2): the row's e-mail again,
// to its recipient or another.
import type { ActionWidgetProps } from '../../runtime';
import { useRefreshThenSucceed } from '../railcard-shared/useRefreshThenSucceed';
import { ResendEmailDialog, type DrcEmail } from './ResendEmailDialog';

export default function DigitalRailcardEmailResend({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const done = useRefreshThenSucceed(onSuccess);
  return (
    <ResendEmailDialog
      customerId={String(routeParams.id)}
      email={record as DrcEmail}
      onClose={onClose}
      onDone={() => void done()}
    />
  );
}
