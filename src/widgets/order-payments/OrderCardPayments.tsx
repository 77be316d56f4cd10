// 000 §2 Order page payment card panel; columns are the panel's (schemas/screens/orders/order.yaml).
import { useTranslation } from 'react-i18next';
import { columnsWithValues, DataTable, type WidgetProps } from '../../runtime';

import { orderOf } from '../order-common/orderLookups';
import { cardPaymentRows } from './cardPaymentRows';
import '../order-common/orders.css';

export default function OrderCardPayments({ reply, panel }: WidgetProps) {
  const { t } = useTranslation();
  const rows = cardPaymentRows(orderOf(reply)?.payments).map((row) => ({
    ...row,
    kind: t(`ORDER_PAYMENT_KIND_${row.list.toUpperCase()}`),
  }));
  if (rows.length === 0) return <p className="panel__empty">{t(panel?.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  return <DataTable columns={columnsWithValues(panel?.columns ?? [], rows)} rows={rows} label={panel?.title ? t(panel.title) : undefined} />;
}
