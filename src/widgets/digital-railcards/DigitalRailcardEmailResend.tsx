// Action widget `digitalRailcardEmailResend` (the DRC e-mails panel's row action, 000 §2): the row's e-mail again,
// to its recipient or another.
import { useQueryClient } from '@tanstack/react-query';
import { callQueryKey, type ActionWidgetProps } from '../../runtime';
import { ResendEmailDialog, type DrcEmail } from './ResendEmailDialog';

export default function DigitalRailcardEmailResend({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const queryClient = useQueryClient();
  return (
    <ResendEmailDialog
      customerId={String(routeParams.id)}
      email={record as DrcEmail}
      onClose={onClose}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: callQueryKey('listDigitalRailcardEmails').slice(0, 2) });
        onSuccess();
      }}
    />
  );
}
