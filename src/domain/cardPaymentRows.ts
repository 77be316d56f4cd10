// 000 §2 Order page payment card panel: cards of every kind (card, hosted card, Apple Pay, Google Pay) and warrants in one table.
import type { Payment, Payments } from './order';

const CARD_LISTS = ['cards', 'hostedCards', 'applePay', 'googlePay', 'warrants'] as const;
export type CardPaymentList = (typeof CARD_LISTS)[number];

export interface CardPaymentRow extends Payment {
  /** which list it came from: the row's kind, shown as ORDER_PAYMENT_KIND_{LIST} */
  list: CardPaymentList;
  pan: string | null;
}

/** @example cardPaymentRows({ cards: [card], applePay: [pay] }) // [{ list: 'cards', … }, { list: 'applePay', … }] */
export function cardPaymentRows(payments: Partial<Payments> | null | undefined): CardPaymentRow[] {
  return CARD_LISTS.flatMap((list) =>
    (payments?.[list] ?? []).map((p) => ({
      ...p,
      list,
      pan: typeof p.pan === 'string' ? p.pan : typeof p.cardPan === 'string' ? p.cardPan : null,
    })),
  );
}
