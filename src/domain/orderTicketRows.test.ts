import { describe, expect, it } from 'vitest';
import { testOrder, testTicket } from './testOrder';
import { orderTicketRows } from './orderTicketRows';

describe('orderTicketRows', () => {
  it('lists every ticket with its fare name and print status', () => {
    const order = testOrder([testTicket({ id: 'A', printed: true }), testTicket({ id: 'B' })]);
    const rows = orderTicketRows(order);
    expect(rows.map((r) => [r.id, r.fareName, r.printStatus])).toEqual([
      ['A', 'Off-Peak Return', 'PRINTED'],
      ['B', 'Off-Peak Return', 'NOT_PRINTED'],
    ]);
    expect(rows[0].smartcardNumber).toBeNull();
    expect(rows[0].utn).toBeNull();
  });

  it('takes the e-ticket status and UTN from the lookup, falling back to the order', () => {
    const order = testOrder([
      testTicket({
        id: 'A',
        eTicket: {
          state: 'Unknown',
          utn: 'OLDOLDOLD11',
          isUsed: false,
          isBlacklisted: false,
        },
      }),
      testTicket({
        id: 'B',
        eTicket: {
          state: 'Unknown',
          utn: 'BBBBBBBBB22',
          isUsed: false,
          isBlacklisted: false,
        },
      }),
    ]);
    const rows = orderTicketRows(order, [
      {
        ticketId: 'A',
        state: 'Blacklisted',
        utn: 'AAAAAAAAA11',
        isUsed: false,
        isBlacklisted: true,
      },
    ]);
    expect(rows.map((r) => [r.eTicketState, r.utn])).toEqual([
      ['Blacklisted', 'AAAAAAAAA11'],
      ['Unknown', 'BBBBBBBBB22'],
    ]);
  });

  it('shows the smartcard ISRN only for a smartcard order', () => {
    const base = testOrder([
      testTicket({
        passenger: {
          name: 'Ada',
          photocardNumber: 'P1',
          smartcardNumber: null,
        },
      }),
    ]);
    const smartcard = {
      ...base,
      delivery: {
        ...base.delivery,
        isSmartcard: true,
        smartcardNumber: '633597012345678901',
      },
    };
    expect(orderTicketRows(smartcard)[0].smartcardNumber).toBe('633597012345678901');
    expect(
      orderTicketRows({
        ...base,
        delivery: { ...base.delivery, smartcardNumber: '633597012345678901' },
      })[0].smartcardNumber,
    ).toBeNull();
  });
});
