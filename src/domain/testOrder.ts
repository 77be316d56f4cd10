// Test fixtures for the order rules (000 §3 Order): a small order whose parts a test overrides.
import type { Fare, Order, Ticket, TicketTypeCode, Trip } from './order';

export function testTicketType(over: Partial<TicketTypeCode> = {}): TicketTypeCode {
  return {
    name: 'Off-Peak Return',
    code: 'SVR',
    isFirstClass: false,
    isRangersRovers: false,
    isSeason: false,
    isAdvance: false,
    isPlusBus: false,
    isFlexi: false,
    validityPeriod: 30,
    ...over,
  };
}

export function testTicket(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 'T-1',
    adults: 1,
    children: 0,
    passenger: { name: 'Ada', photocardNumber: null, smartcardNumber: null },
    discount: null,
    price: 2000,
    printed: false,
    originName: 'Brighton',
    destinationName: 'London Victoria',
    ticketTypeCode: testTicketType(),
    crossLondon: false,
    outwardJourney: { validFrom: '2025-10-01T00:00:00.000Z', validTo: '2025-10-31T23:59:59.000Z' },
    refundAmount: 0,
    refunded: false,
    refundDisabled: false,
    isChecked: false,
    todTicketNumbers: [],
    unusedPasses: null,
    rewardPoints: 0,
    season: null,
    eTicket: null,
    ...over,
  };
}

export function testOrder(
  tickets: Ticket[] = [testTicket()],
  over: Partial<Order> = {},
  fare: Partial<Fare> = {},
  trip: Partial<Trip> = {},
): Order {
  const journey = { validFrom: '2025-10-01T00:00:00.000Z', validTo: '2025-10-31T23:59:59.000Z', legs: [] };
  return {
    id: 1,
    orderType: 'RAIL',
    state: 'Complete',
    wasAmended: false,
    total: tickets.reduce((s, t) => s + t.price, 0),
    refundCanBeAttemptedOnline: true,
    hasSeason: false,
    delivery: {
      displayName: 'Self-print',
      fulfilmentMethod: '00003',
      isSmartcard: false,
      isETicket: false,
      isPrintedEticket: false,
      isSTicket: false,
      collectionLocation: null,
      smartcardNumber: null,
      address: null,
    },
    trips: [
      {
        id: 'TR1',
        bookingReference: 'B1',
        bookingStatus: 'CONFIRMED',
        itso: false,
        ...trip,
        fares: [
          {
            fareId: 'F1',
            name: 'Off-Peak Return',
            isPlusBus: false,
            routeDescription: 'Any permitted',
            ticketTypeCode: testTicketType(),
            outwardJourney: journey,
            returnJourney: null,
            ...fare,
            tickets,
          },
        ],
      },
    ],
    refunds: { log: [], prohibited: false, refundable: true, fullyRefunded: false, partiallyRefunded: false },
    payments: {
      cards: [],
      hostedCards: [],
      paypal: [],
      amazonPay: [],
      applePay: [],
      googlePay: [],
      warrants: [],
      vouchers: [],
    },
    sundries: [],
    ...over,
  };
}
