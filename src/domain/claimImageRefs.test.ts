import { describe, expect, it } from 'vitest';
import { claimImageRefs } from './claimImageRefs';

describe('claimImageRefs', () => {
  it("names every ticket's image ids by path, season and non-season, in draft order", () => {
    expect(
      claimImageRefs({
        routes: [{ tickets: [{}, { ticketImageId: 3 }] }],
        weeks: [
          {
            days: [
              { outward: { ticketImageId: 7, receiptImageId: 8 }, return: { receiptImageId: 8 } },
              { outward: { type: 'single' } },
            ],
          },
        ],
      }),
    ).toEqual([
      { path: 'routes.0.tickets.1.ticketImageId', id: 3, kind: 'ticket' },
      { path: 'weeks.0.days.0.outward.ticketImageId', id: 7, kind: 'ticket' },
      { path: 'weeks.0.days.0.outward.receiptImageId', id: 8, kind: 'receipt' },
      { path: 'weeks.0.days.0.return.receiptImageId', id: 8, kind: 'receipt' },
    ]);
  });
  it('finds nothing in a draft without tickets', () => {
    expect(claimImageRefs({})).toEqual([]);
  });
});
