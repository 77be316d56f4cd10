import { describe, expect, it } from 'vitest';
import { routeEligibility, type EligibilityRoute } from './routeEligibility';

const r = (routeCode: string, compensationLevel: EligibilityRoute['compensationLevel']): EligibilityRoute => ({
  routeCode,
  description: routeCode,
  compensationLevel,
});

describe('routeEligibility (001 §3, §4)', () => {
  it.each([
    ['no routes', [], undefined, { kind: 'ineligible' }],
    ['off route', [r('A', 'OFF_ROUTE')], undefined, { kind: 'ineligible' }],
    [
      'level 1',
      [r('A', 'QUALIFIES_MONTHLY_CAP'), r('B', 'QUALIFIES_MONTHLY_CAP')],
      undefined,
      { kind: 'eligible', level: 1, routeCode: 'A' },
    ],
    ['level 2', [r('A', 'QUALIFIES_WEEKLY_CAP')], undefined, { kind: 'eligible', level: 2, routeCode: 'A' }],
    [
      'levels differ: ambiguous',
      [r('A', 'QUALIFIES_MONTHLY_CAP'), r('B', 'QUALIFIES_WEEKLY_CAP')],
      undefined,
      { kind: 'ambiguous', routes: [r('A', 'QUALIFIES_MONTHLY_CAP'), r('B', 'QUALIFIES_WEEKLY_CAP')] },
    ],
    [
      'a picked route code decides',
      [r('A', 'QUALIFIES_MONTHLY_CAP'), r('B', 'QUALIFIES_WEEKLY_CAP')],
      'B',
      { kind: 'eligible', level: 2, routeCode: 'B' },
    ],
    ['a picked off-route code', [r('A', 'OFF_ROUTE'), r('B', 'QUALIFIES_WEEKLY_CAP')], 'A', { kind: 'ineligible' }],
  ] as const)('%s', (_n, routes, code, expected) => {
    expect(routeEligibility(routes, code)).toEqual(expected);
  });
});
