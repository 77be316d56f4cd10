// 000 §4 known order states: the text column orders.state holds only these (the seeds and the refund / reject
// handlers are its only writers), so the declared union (schemas/entities/order.schema.json) is read from it.
import type { Order } from '../../../src/generated/types/Order';

export type OrderState = Order['state'];

/** The state of an orders row as the declared union. */
export const orderStateOf = (state: string): OrderState => state as OrderState;
