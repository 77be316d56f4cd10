import { describe, expect, it } from 'vitest';
import { compensationDraftEligibility, draftJourneys } from './compensationDraftEligibility';
import type { EligibilityRoute } from './routeEligibility';

const r = (routeCode: string, compensationLevel: EligibilityRoute['compensationLevel']): EligibilityRoute => ({
  routeCode,
  description: routeCode,
  compensationLevel,
});
const ROUTES: Record<string, EligibilityRoute[]> = {
  'BTN-VIC': [r('00100', 'QUALIFIES_MONTHLY_CAP')],
  'BTN-LBG': [r('00301', 'QUALIFIES_MONTHLY_CAP'), r('00302', 'QUALIFIES_WEEKLY_CAP')],
  'DVP-LBG': [r('00900', 'OFF_ROUTE')],
  'BTN-CBG': [],
};

describe('compensationDraftEligibility', () => {
  it("replaces the client's level by the service's, in either direction", () => {
    const d = compensationDraftEligibility(
      {
        kind: 'non-season',
        weeks: [
          {
            period: '2018-03-05',
            days: [
              {
                outward: { origin: 'BTN', destination: 'VIC', level: 2 },
                return: { origin: 'VIC', destination: 'BTN' },
              },
            ],
          },
        ],
      },
      ROUTES,
    );
    expect(d.weeks![0]!.days![0]!.outward).toMatchObject({ level: 1, routeCode: '00100' });
    expect(d.weeks![0]!.days![0]!.return).toMatchObject({ level: 1, routeCode: '00100' });
  });

  it('ambiguous until a route code is chosen, which decides the level', () => {
    const open = compensationDraftEligibility(
      { kind: 'season', routes: [{ origin: 'BTN', destination: 'LBG', level: 1 }] },
      ROUTES,
    );
    expect(open.routes![0]).toMatchObject({ ambiguous: true });
    expect(open.routes![0]!.level).toBeUndefined();
    const chosen = compensationDraftEligibility(
      { kind: 'season', routes: [{ origin: 'BTN', destination: 'LBG', routeCode: '00302' }] },
      ROUTES,
    );
    expect(chosen.routes![0]).toMatchObject({ level: 2, routeCode: '00302' });
    expect(chosen.routes![0]!.ambiguous).toBeUndefined();
  });

  it('off route and no route are level 0; a pair the service was not asked about stays unchecked', () => {
    const d = compensationDraftEligibility(
      {
        kind: 'season',
        routes: [
          { origin: 'DVP', destination: 'LBG' },
          { origin: 'BTN', destination: 'CBG' },
          { origin: 'HGS', destination: 'VIC', level: 1 },
        ],
      },
      ROUTES,
    );
    expect(d.routes!.map((x) => x.level)).toEqual([0, 0, undefined]);
  });

  it('asks once per distinct pair, upper-cased, and never for an incomplete or identical pair', () => {
    expect(
      draftJourneys({
        routes: [
          { origin: 'btn', destination: 'VIC' },
          { origin: 'BTN', destination: 'VIC' },
          { origin: 'BTN' },
          { origin: 'VIC', destination: 'VIC' },
        ],
      }),
    ).toEqual([{ origin: 'BTN', destination: 'VIC' }]);
  });
});
