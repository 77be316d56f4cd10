import { describe, expect, it } from 'vitest';
import { seasonTicketType, nonSeasonTicketType } from '../../domain/compensationReference';
import { claimBody, draftOfClaim, errorShown, fieldKeysAt, sectionOf, setIn, ticketFields } from './claimEditing';

describe('claim accordion helpers', () => {
  it('setIn copies only the containers on the way and deletes a key set to undefined', () => {
    const draft = { kind: 'non-season', weeks: [{ period: 'a', days: [{ date: 'x' }] }, { period: 'b' }] } as const;
    const next = setIn(draft, ['weeks', 0, 'days', 0, 'date'], 'y');
    expect(next.weeks[0].days[0].date).toBe('y');
    expect(next.weeks[1]).toBe(draft.weeks[1]);
    expect(draft.weeks[0].days[0].date).toBe('x');
    expect('period' in setIn(draft, ['weeks', 1, 'period'], undefined).weeks[1]).toBe(false);
  });

  it('puts each rule path in its section', () => {
    expect(
      ['customer.email', 'customer.address.postcode', 'routes.0.tickets.1.price', 'weeks', 'requestInformation'].map(
        sectionOf,
      ),
    ).toEqual(['customer', 'address', 'season', 'nonSeason', 'information']);
  });

  it('shows an error once its field or anything in its group was touched, or after a submit', () => {
    const touched = new Set(['weeks.1.period']);
    expect(errorShown('weeks.1', touched, false)).toBe(true);
    expect(errorShown('weeks.1.period', touched, false)).toBe(true);
    expect(errorShown('weeks.0', touched, false)).toBe(false);
    expect(errorShown('customer.email', touched, true)).toBe(true);
  });

  it('gives the direct fields of a group only', () => {
    expect(
      fieldKeysAt(
        {
          'weeks.0.days.0.outward.number': 'badTicketNumber',
          'weeks.0.days.0': 'noTickets',
          'weeks.0.days.0.outward.x.y': 'k',
        },
        'weeks.0.days.0.outward',
      ),
    ).toEqual({ number: 'badTicketNumber' });
  });

  it('asks the fields of the ticket type, in one stable list per combination', () => {
    expect(ticketFields(nonSeasonTicketType('carnet'), { purchaseLocation: 'other' }, true)).toEqual([
      'type',
      'origin',
      'destination',
      'number',
      'ticketClass',
      'bookSize',
      'price',
      'purchaseLocation',
      'purchaseOther',
      'evidenceType',
      'previousUpload',
      'evidenceComments',
    ]);
    expect(ticketFields(seasonTicketType('contactless-paygo'), {}, false)).toEqual(['type', 'startDate', 'weeklyCap']);
    expect(ticketFields(seasonTicketType('season-oyster'), { duration: 'other' }, false)).toBe(
      ticketFields(seasonTicketType('season-oyster'), { duration: 'other' }, false),
    );
    expect(ticketFields(undefined, undefined, true)).toEqual(['type', 'origin', 'destination']);
  });

  it('fills an amend from the claim detail and sends no levels, nulls or hidden fields', () => {
    const draft = draftOfClaim({
      type: 'season',
      customer: {
        title: 'Ms',
        firstNames: 'An',
        surname: 'Example',
        email: null,
        phoneNumber: '0',
        photocardId: 'P',
        address: { line1: 'l', line2: null, line3: 'x', town: 't', postcode: 'p', country: 'GBR' },
      },
      routes: [{ origin: 'BTN', destination: 'VIC', routeCode: '00100', level: 1, tickets: [] }],
      weeks: [],
      bypassCustomerCheck: true,
      requestInformation: null,
    });
    expect(draft.customer).toEqual({
      title: 'Ms',
      firstNames: 'An',
      surname: 'Example',
      phoneNumber: '0',
      address: { line1: 'l', line3: 'x', town: 't', postcode: 'p', country: 'GBR' },
    });
    expect(draft.weeks).toBeUndefined();
    const body = claimBody(draft);
    expect(body.routes).toEqual([{ origin: 'BTN', destination: 'VIC', routeCode: '00100', tickets: [] }]);
    expect(body.customer?.address?.line3).toBeUndefined();
  });
});
