// The sandbox's eligibility data (001 §3 Eligibility): station pairs (CRS, either direction) with their routes.
// BTN–VIC level 1; GTW–VIC level 2; BTN–LBG ambiguous (levels differ: the user picks a route code); HHE–VIC
// ambiguous between two level-1 codes is NOT ambiguous (same level); DVP–LBG off route; any other pair has no route
// (ineligible).
import type { EligibilityRoute } from '../../../src/domain/routeEligibility';

const PAIRS: Record<string, EligibilityRoute[]> = {
  'BTN-VIC': [
    {
      routeCode: '00100',
      description: 'Brighton to London Victoria via Gatwick Airport',
      compensationLevel: 'QUALIFIES_MONTHLY_CAP',
    },
  ],
  'ECR-VIC': [
    { routeCode: '00110', description: 'East Croydon to London Victoria', compensationLevel: 'QUALIFIES_MONTHLY_CAP' },
  ],
  'GTW-VIC': [
    {
      routeCode: '00200',
      description: 'Gatwick Airport to London Victoria (Gatwick Express)',
      compensationLevel: 'QUALIFIES_WEEKLY_CAP',
    },
  ],
  'BTN-LBG': [
    {
      routeCode: '00301',
      description: 'Brighton to London Bridge via East Croydon',
      compensationLevel: 'QUALIFIES_MONTHLY_CAP',
    },
    {
      routeCode: '00302',
      description: 'Brighton to London Bridge via Redhill',
      compensationLevel: 'QUALIFIES_WEEKLY_CAP',
    },
  ],
  'HHE-VIC': [
    {
      routeCode: '00401',
      description: 'Haywards Heath to London Victoria, fast',
      compensationLevel: 'QUALIFIES_MONTHLY_CAP',
    },
    {
      routeCode: '00402',
      description: 'Haywards Heath to London Victoria, stopping',
      compensationLevel: 'QUALIFIES_MONTHLY_CAP',
    },
  ],
  'DVP-LBG': [{ routeCode: '00900', description: 'Dover Priory to London Bridge', compensationLevel: 'OFF_ROUTE' }],
};

/** Routes between two stations given by CRS, in either direction ([] = ineligible). */
export function routesBetween(a: string, b: string): EligibilityRoute[] {
  return PAIRS[`${a}-${b}`] ?? PAIRS[`${b}-${a}`] ?? [];
}
