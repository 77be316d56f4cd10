import { describe, expect, it } from 'vitest';
import { claimsInState, requestClaimsOf, ticketDuration } from './compensationRequestClaims';

const options = {
  requestRowId: 7,
  state: 'season-new',
  routeDescription: (o?: string, d?: string, code?: string) => (code ? `${o}-${d} ${code}` : null),
};
const day = (origin: string, destination: string) => ({ type: 'single', origin, destination, routeCode: '00100' });

describe('requestClaimsOf (001 §3 Claim)', () => {
  it('makes one claim per season ticket with its start date, duration and route', () => {
    const claims = requestClaimsOf(
      {
        kind: 'season',
        routes: [
          {
            origin: 'BTN',
            destination: 'VIC',
            routeCode: '00100',
            delay: { length: '30_59' },
            tickets: [
              { type: 'season-standard-class', duration: 'annual', startDate: '2018-01-08' },
              { type: 'contactless-paygo', duration: 'weekly' },
            ],
          },
        ],
      },
      options,
    );
    expect(claims.map((c) => [c.id, c.index])).toEqual([
      [7001, 1],
      [7002, 2],
    ]);
    expect(claims[0]!.journey).toMatchObject({
      originStation: 'BTN',
      destinationStation: 'VIC',
      startDate: '2018-01-08',
      duration: { months: 12, days: 0 },
      departureDate: null,
    });
    expect(claims[0]!.delay).toEqual({
      length: '30_59',
      reason: null,
      additionalInformation: {
        routeCode: '00100',
        routeDescription: 'BTN-VIC 00100',
        travelcardNlc: null,
        travelcardStation: null,
        CPAY: false,
      },
    });
    expect(claims[1]!.delay.additionalInformation.CPAY).toBe(true);
  });

  it("makes one claim per day's outward and return ticket, dated, with the default delay", () => {
    const claims = requestClaimsOf(
      {
        kind: 'non-season',
        weeks: [
          {
            period: '2018-03-05',
            days: [
              { date: '2018-03-05', outward: day('BTN', 'VIC'), return: day('VIC', 'BTN') },
              { date: '2018-03-06', outward: day('BTN', 'VIC') },
            ],
          },
        ],
      },
      options,
    );
    expect(claims.map((c) => [c.index, c.journey.originStation, c.journey.departureDate])).toEqual([
      [1, 'BTN', '2018-03-05'],
      [2, 'VIC', '2018-03-05'],
      [3, 'BTN', '2018-03-06'],
    ]);
    expect(claims.every((c) => c.delay.length === '15_29' && c.state === 'season-new' && c.refundAmount === null)).toBe(
      true,
    );
  });

  it('gives a whitelist request one claim for its amount, without ticket or journey', () => {
    const [claim, ...rest] = requestClaimsOf({ kind: 'whitelist', compensationAmount: 25000 }, options);
    expect(rest).toEqual([]);
    expect(claim).toMatchObject({ id: 7001, refundAmount: 25000, ticket: null, journey: { originStation: null } });
  });
});

describe('claimsInState', () => {
  it('moves every claim with its request; a rejection gives each the reason', () => {
    const claims = requestClaimsOf({ kind: 'whitelist', compensationAmount: 1 }, options);
    expect(claimsInState(claims, 'rejected', 'Late claim')[0]).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Late claim',
    });
    expect(claimsInState(claims, 'confirmed')[0]).toMatchObject({ state: 'confirmed', rejectionReason: null });
  });
});

describe('ticketDuration (001 §3 ticket durations)', () => {
  it('reads weekly, monthly, annual and other', () => {
    expect(ticketDuration({ duration: 'weekly' })).toEqual({ months: 0, days: 7 });
    expect(ticketDuration({ duration: 'monthly' })).toEqual({ months: 1, days: 0 });
    expect(ticketDuration({ duration: 'other', months: 2, days: 3 })).toEqual({ months: 2, days: 3 });
    expect(ticketDuration({})).toBeNull();
  });
});
