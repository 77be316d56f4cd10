// 000 §2 customer search "show customer e-mail for confirmation" (001 §2 confirm customer e-mail modal): the row's
// e-mail shown large, for the customer to confirm it at the counter. Nothing is changed.
import { useTranslation } from '../../runtime/useTranslation';
import { Dialog, DialogCancel, type ActionWidgetProps } from '../../runtime';
import './smartcards.css';

export default function CustomerEmailConfirm({ record, onClose }: ActionWidgetProps) {
  const { t } = useTranslation();
  const customer = (record ?? {}) as { email?: string; firstNames?: string; surname?: string };
  return (
    <Dialog
      title={t('CUSTOMER_EMAIL_CONFIRM_TITLE')}
      onClose={onClose}
      footer={
        <DialogCancel
          label="RUNTIME_CLOSE"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
          autoFocus
        />
      }
    >
      <p>
        {t('CUSTOMER_EMAIL_CONFIRM_ASK', { name: `${customer.firstNames ?? ''} ${customer.surname ?? ''}`.trim() })}
      </p>
      <p className="smartcard-email">{customer.email || t('CUSTOMER_EMAIL_NONE')}</p>
    </Dialog>
  );
}
