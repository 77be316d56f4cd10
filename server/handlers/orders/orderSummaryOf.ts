// 000 §2 Order search row and customer orders history row (schemas/entities/orderSummary.schema.json): one shape for
// both lists, the order's own columns with its display state and the buyer's name and contacts.
import { orderDisplayState } from '../../../src/domain/orderDisplayState';
import type { OrderSummary } from '../../../src/generated/types/OrderSummary';
import { fulfilmentCodeOf } from './fulfilment';
import { orderStateOf } from './orderStateOf';

export interface OrderSummaryRow {
  id: string | number;
  purchaseDate: string | Date;
  state: string;
  wasAmended: boolean;
  collectionReference: string | null;
  /** display name of the fulfilment method (orders.delivery_type) */
  deliveryType: string;
  channel: string;
  brand: string;
  customerId: string | number;
  total: number | string;
}

export interface OrderSummaryBuyer {
  firstNames: string;
  surname: string;
  email: string;
  postcode: string | null;
  telephoneNumber: string | null;
}

export function orderSummaryOf(row: OrderSummaryRow, buyer: OrderSummaryBuyer): OrderSummary {
  return {
    id: Number(row.id),
    purchaseDate: new Date(row.purchaseDate).toISOString(),
    state: orderStateOf(row.state),
    displayState: orderDisplayState({ state: row.state, wasAmended: row.wasAmended }),
    wasAmended: row.wasAmended,
    collectionReference: row.collectionReference,
    // the column holds the display names of FULFILMENT_METHODS (server/db/seedNames.ts DELIVERY_TYPES)
    deliveryType: row.deliveryType as OrderSummary['deliveryType'],
    fulfilmentMethod: fulfilmentCodeOf(row.deliveryType),
    channel: row.channel,
    brand: row.brand,
    customerId: Number(row.customerId),
    customerName: `${buyer.firstNames} ${buyer.surname}`,
    email: buyer.email,
    postcode: buyer.postcode,
    telephoneNumber: buyer.telephoneNumber,
    total: Number(row.total),
  };
}
