// 000 §2 Order page tickets table; columns are the panel's (schemas/screens/orders/order.yaml).
import { useTranslation } from 'react-i18next';
import { DataTable, type WidgetProps } from '../../runtime';
import { columnsWithValues } from '../order-common/columnsWithValues';
import { orderOf, useETicketLookup } from '../order-common/orderLookups';
import { orderTicketRows } from './orderTicketRows';

export default function OrderTickets({ reply, panel }: WidgetProps) {
  const { t } = useTranslation();
  const order = orderOf(reply);
  const eTickets = useETicketLookup(order);
  const rows = order ? orderTicketRows(order, eTickets.tickets) : [];
  if (rows.length === 0) return <p className="panel__empty">{t(panel?.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  return <DataTable columns={columnsWithValues(panel?.columns ?? [], rows)} rows={rows} label={panel?.title ? t(panel.title) : undefined} />;
}
