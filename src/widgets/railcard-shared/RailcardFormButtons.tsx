// The foot of a railcard form dialog: the submit button (disabled while the form is invalid or the call runs, its label
// saying so) and Cancel.
import { useTranslation } from '../../runtime/useTranslation';
import { DialogCancel } from '../../runtime';

export interface RailcardFormButtonsProps {
  /** i18n keys of the submit button, and of it while the call runs */
  label: string;
  busyLabel: string;
  busy: boolean;
  invalid: boolean;
}

export function RailcardFormButtons({ label, busyLabel, busy, invalid }: RailcardFormButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="button button--primary" disabled={invalid || busy}>
        {t(busy ? busyLabel : label)}
      </button>
      <DialogCancel />
    </>
  );
}
