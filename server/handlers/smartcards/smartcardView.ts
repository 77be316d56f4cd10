// Reply shapes of the smartcard calls (schemas/entities/smartcard, smartcardProduct, smartcardAddress).
import type { addresses } from '../../db/schema';
import type { Card, Product } from './currentCard';

export function productView(p: Product) {
  return {
    reference: p.reference,
    productType: p.productType,
    originName: p.originName,
    destinationName: p.destinationName,
    status: p.status,
    description: p.description,
    orderId: p.orderId,
    fulfilmentRequestReference: p.fulfilmentRequestReference,
    travelClass: p.travelClass,
    route: p.route,
    validFrom: p.validFrom,
    validTo: p.validTo,
    validityPeriod: p.validityPeriod,
    isReturn: p.isReturn,
    isSeason: p.isSeason,
    isFlexi: p.isFlexi,
    isKeyGo: p.isKeyGo,
    isOnTrack: p.isOnTrack,
    isHotlisted: p.isHotlisted,
    typ: p.typ,
    ptyp: p.ptyp,
    flexi: p.flexi ?? null,
  };
}

type AddressRow = typeof addresses.$inferSelect;

export function addressView(a: AddressRow | null) {
  if (!a) return null;
  const { customerId: _customer, isSmartcard: _mark, ...rest } = a;
  return rest;
}

export function cardView(card: Card, products: Product[], address: AddressRow | null) {
  return {
    id: card.id,
    customerId: card.customerId,
    isrn: card.isrn,
    cardStatus: card.cardStatus,
    cardType: card.cardType,
    passengerType: card.passengerType,
    dateIssued: card.dateIssued,
    expiryDate: card.expiryDate,
    keyGo: { enabled: card.keyGoEnabled, manualFillCount: card.keyGoManualFillCount },
    promoDiscount: card.promoDiscount,
    products: products.map(productView),
    address: addressView(address),
  };
}
