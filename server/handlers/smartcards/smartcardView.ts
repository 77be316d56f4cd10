// Reply shapes of the smartcard calls (schemas/entities/smartcard, smartcardProduct, smartcardAddress, address).
import type { Address } from '../../../src/generated/types/Address';
import type { Smartcard } from '../../../src/generated/types/Smartcard';
import type { SmartcardAddress } from '../../../src/generated/types/SmartcardAddress';
import type { SmartcardProduct } from '../../../src/generated/types/SmartcardProduct';
import type { addresses } from '../../db/schema';
import type { Card, Product } from './currentCard';

export function productView(p: Product): SmartcardProduct {
  return {
    reference: p.reference,
    // product_type holds only the four 001 §3 {product}Product names (the seeds and handlers write no other)
    productType: p.productType as SmartcardProduct['productType'],
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
    // the flexi column is written only as the 001 §3 flexi object (seed, addFlexiPasses' jsonb_set of its pass count)
    flexi: (p.flexi ?? null) as SmartcardProduct['flexi'],
  };
}

type AddressRow = typeof addresses.$inferSelect;

/** The smartcard address (001 §3): the account's address marked isSmartcard, without the mark and the account. */
export function smartcardAddressView(a: AddressRow): SmartcardAddress {
  return {
    id: a.id,
    name: a.name,
    contactName: a.contactName,
    line1: a.line1,
    line2: a.line2,
    line3: a.line3,
    town: a.town,
    postCode: a.postCode,
    country: a.country,
    telephoneNumber: a.telephoneNumber,
  };
}

/** An address of the account (add, change address): the smartcard address fields and the mark. */
export function customerAddressView(a: AddressRow): Address {
  return { ...smartcardAddressView(a), isSmartcard: a.isSmartcard };
}

/** The account's current card; `customerId` is the account's (the card is its current card). */
export function cardView(card: Card, customerId: number, products: Product[], address: AddressRow | null): Smartcard {
  return {
    id: card.id,
    customerId,
    isrn: card.isrn,
    cardStatus: card.cardStatus,
    cardType: card.cardType,
    passengerType: card.passengerType,
    dateIssued: card.dateIssued,
    expiryDate: card.expiryDate,
    keyGo: { enabled: card.keyGoEnabled, manualFillCount: card.keyGoManualFillCount },
    promoDiscount: card.promoDiscount,
    products: products.map(productView),
    address: address ? smartcardAddressView(address) : null,
  };
}
