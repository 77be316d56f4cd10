// What the order page's declared panels name (schemas/screens/orders/order.yaml): the tickets table's rows flattened
// from trips and fares, and whether the order's e-ticket statuses are looked up (its `join`).
import type { Order } from '../../domain/order';
import { orderTicketRows } from '../../domain/orderTicketRows';
import { registerDerivation, registerPredicate } from '../../runtime/registry';

registerDerivation('orderTicketRows', (order) => (order ? orderTicketRows(order as Order) : []));
registerPredicate('orderIsETicket', (order) => Boolean((order as Order | undefined)?.delivery?.isETicket));
