// Deterministic delay-repay claims and one-click favourite journeys (001 §3, §4) for every brand with flag
// enableDelayRepay. Few rows, made in TypeScript: per brand the demo customer (delayRepayDemoCustomerId) holds
// DEMO_CLAIMS claims — every state, every claim type, every reimbursement method, data blocks valid, malformed and
// versionless, ticket and receipt images, weekly seasons with their start date and duration, some with a travelcard
// station — and a second customer a few more; with enableOneClickDelayRepay the demo
// customer is opted in with two favourite journeys, another customer is at the 50-journey limit and a third is opted
// out. Journeys use the shipped timetable's stations and trains (server/data/timetable.json).
import { inArray, sql } from 'drizzle-orm';
import { DELAY_REPAY_STATES } from '../../../src/domain/delayRepayStateGroup';
import { formatClaimDataBlock } from '../../../src/domain/parseClaimDataBlock';
import { WEEKDAYS } from '../../../src/domain/oneClickJourneyErrors';
import { londonToday } from '../../../src/domain/londonToday';
import { loadBrandProfiles } from '../../brands';
import type { Db } from '../connect';
import { customers, delayRepayClaims, favouriteJourneys, type FavouriteServiceTime } from '../schema';
import { customerAt } from './vouchers';

export interface DelayRepaySeedOptions {
  brands: string[];
  now?: Date;
}

/** Places (among a brand's customers, see server/db/seed.ts customersSql) of the demo customers. */
const PLACES = { demo: 5, second: 8, atLimit: 6, optedOut: 7 } as const;
export const DEMO_CLAIMS = 14;
const SECOND_CLAIMS = 3;

/** The brand's customer with a claim of every state, type and reimbursement method, opted in with two journeys. */
export const delayRepayDemoCustomerId = (brands: readonly string[], brand: string) =>
  customerAt(brands, brand, PLACES.demo);
/** Opted in with exactly 50 journeys (Add journey disabled). */
export const oneClickLimitCustomerId = (brands: readonly string[], brand: string) =>
  customerAt(brands, brand, PLACES.atLimit);
/** Opted out of auto delay repay (no journey list). */
export const oneClickOptedOutCustomerId = (brands: readonly string[], brand: string) =>
  customerAt(brands, brand, PLACES.optedOut);

const claimBrands = (brands: readonly string[]) => {
  const profiles = loadBrandProfiles([...brands]);
  return brands.filter((b) => profiles.get(b)!.flags.enableDelayRepay);
};

/** Id of the demo customer's k-th claim (0-based; k % 4 = 0 has a valid data block, 1 malformed, 2 versionless, 3 none). */
export function delayRepayDemoClaimId(brands: readonly string[], brand: string, k: number): number {
  const index = claimBrands(brands).indexOf(brand);
  if (index < 0) throw new Error(`Brand ${brand} has no delay repay`);
  return index * (DEMO_CLAIMS + SECOND_CLAIMS) + k + 1;
}

const TYPES = [
  'delay-repay',
  'auto-delay-repay',
  'whitelist',
  'season-ticket-compensation',
  'daily-ticket-compensation',
];
const METHODS = [
  'BACS',
  'E_VOUCHERS',
  'PAYPAL',
  'CREDIT_DEBIT_CARD',
  'AMAZON_INCENTIVES',
  'CASHABLE_VOUCHER',
  'CHEQUE',
];
const LENGTHS = ['15_29', '30_59', '60_119', '120'];
const REASONS = ['Signal failure', 'Train fault', 'Overrunning engineering works', 'Severe weather', null];
const TICKETS = ['Anytime Day Return', 'Off-Peak Return', 'Weekly Season', 'Advance Single'];
/** East Croydon: where a seeded weekly season's travelcard zones are reached (001 §3 journey travelcardStation). */
export const TRAVELCARD_NLC = '5355';
/** Journeys of the timetable: origin, destination, via, depart, arrive, legs [from, to, depart, arrive, toc, uid]. */
const JOURNEYS = [
  {
    o: '5268',
    d: '5426',
    via: [],
    dep: '08:00',
    arr: '09:03',
    legs: [['BTN', 'VIC', '08:00', '09:03', 'SN', 'W10006']],
  },
  {
    o: '1512',
    d: '5426',
    via: ['5355'],
    dep: '08:15',
    arr: '10:03',
    legs: [
      ['BDM', 'ECR', '08:15', '09:26', 'TL', 'T30007'],
      ['ECR', 'VIC', '09:32', '10:03', 'SN', 'W10008'],
    ],
  },
  {
    o: '5416',
    d: '5426',
    via: [],
    dep: '07:45',
    arr: '08:15',
    legs: [['GTW', 'VIC', '07:45', '08:15', 'GX', 'G40012']],
  },
  {
    o: '5148',
    d: '5033',
    via: [],
    dep: '17:00',
    arr: '18:39',
    legs: [['LBG', 'DVP', '17:00', '18:39', 'SE', 'S70012']],
  },
] as const;

/** A small picture the photo viewer can open without any other service. */
const image = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f4f1e8"/><text x="20" y="100" font-size="20">${label}</text></svg>`)}`;

const DAY = 86_400_000;

export async function seedDelayRepay(t: Db, { brands, now = new Date() }: DelayRepaySeedOptions): Promise<void> {
  const profiles = loadBrandProfiles(brands);
  const drBrands = claimBrands(brands);
  if (drBrands.length === 0) return;
  const today = londonToday(now);
  const dayBefore = (days: number) => londonToday(new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY));

  const ids = drBrands.flatMap((b) => [delayRepayDemoCustomerId(brands, b), customerAt(brands, b, PLACES.second)]);
  const people = await t
    .select({
      id: customers.id,
      title: customers.title,
      firstNames: customers.firstNames,
      surname: customers.surname,
      email: customers.email,
      postcode: customers.postcode,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));

  const rows: Array<typeof delayRepayClaims.$inferInsert> = [];
  for (const [b, brand] of drBrands.entries()) {
    const owners = [
      ...Array.from({ length: DEMO_CLAIMS }, () => delayRepayDemoCustomerId(brands, brand)),
      ...Array.from({ length: SECOND_CLAIMS }, () => customerAt(brands, brand, PLACES.second)),
    ];
    owners.forEach((customerId, k) => {
      const person = byId.get(customerId);
      if (!person) return; // a tiny test seed without this many customers
      const j = JOURNEYS[k % JOURNEYS.length];
      const state = DELAY_REPAY_STATES[k % DELAY_REPAY_STATES.length];
      const method = METHODS[k % METHODS.length];
      const journeyDate = dayBefore(3 + k * 9);
      const text =
        k % 2 ? 'The train waited outside the station for forty minutes.' : 'Cancelled; took the next service.';
      const block = {
        version: 1 as const,
        journeyId: `JP-${brand.slice(0, 3).toUpperCase()}-${k + 1}`,
        legs: j.legs.map(([from, to, dep, arr, toc, uid], i) => ({
          index: i + 1,
          departTime: dep,
          departStation: from,
          arriveTime: arr,
          arriveStation: to,
          operatorCode: toc,
          serviceId: uid,
        })),
      };
      const additionalInformation = [
        formatClaimDataBlock(text, block),
        `${text}\n#DATA#\n{"version":1,"journeyId":"JP-BROKEN","legs":[{"index":1,`,
        `${text}\n#DATA#\n{"journeyId":"JP-OLD","legs":[]}`,
        text,
      ][k % 4];
      const season = TICKETS[k % TICKETS.length] === 'Weekly Season';
      const refundAmount = state === 'rejected' || state === 'invalid' ? null : 150 + ((k * 733 + b * 97) % 4000);
      const n = b * 100 + k + 1;
      rows.push({
        brand,
        customerId,
        claimRef: `DR${brand.slice(0, 2).toUpperCase()}${String(n).padStart(6, '0')}`,
        requestId: `REQ-${brand.slice(0, 3).toUpperCase()}-${String(Math.floor(k / 2) + 1 + b * 100).padStart(5, '0')}`,
        claimsInRequest: 2,
        claimIndex: (k % 2) + 1,
        claimType: TYPES[k % TYPES.length],
        state,
        claimant: {
          title: person.title,
          firstNames: person.firstNames,
          surname: person.surname,
          email: person.email,
          address: { postCode: person.postcode },
        },
        email: person.email,
        postcode: person.postcode,
        photocardNumber: k % 3 === 0 ? `PC${String(n).padStart(8, '0')}` : null,
        smartcardNumber: k % 5 === 0 ? `633597${String(n).padStart(12, '0')}` : null,
        ticketNumber: `UTN${String(n).padStart(8, '0')}`,
        ticketType: TICKETS[k % TICKETS.length],
        ticketCost: 1850 + ((k * 1234) % 9000),
        ticketIssueDate: dayBefore(5 + k * 9),
        ticketImage: k % 2 === 0 ? image(`Ticket ${n}`) : null,
        receiptImage: k % 3 === 0 ? image(`Receipt ${n}`) : null,
        originNlc: j.o,
        destinationNlc: j.d,
        viaNlcs: [...j.via],
        journeyDate,
        departTime: j.dep,
        arriveTime: j.arr,
        // the timetable's journeys arrive on the day they leave
        scheduledArrivalDate: journeyDate,
        // 001 §3 journey: the weekly seasons start the day before the journey (0 months, 7 days), every other one with
        // a travelcard from East Croydon
        travelcardNlc: season && k % 8 === 2 ? TRAVELCARD_NLC : null,
        ticketStartDate: season ? dayBefore(4 + k * 9) : null,
        durationMonths: season ? 0 : null,
        durationDays: season ? 7 : null,
        delayLength: LENGTHS[k % LENGTHS.length],
        delayReason: REASONS[k % REASONS.length],
        additionalInformation,
        refundAmount,
        claimValue: refundAmount,
        reimbursementMethod: method,
        accountNumber: method === 'BACS' ? `4${String(n).padStart(7, '0')}` : null,
        sortCode: method === 'BACS' ? '40-12-76' : null,
        paypalEmail: method === 'PAYPAL' ? person.email : null,
        amazonEmail: method === 'AMAZON_INCENTIVES' ? person.email : null,
        refundComment: state === 'complete' ? 'Paid' : null,
        rejectionReason:
          state === 'rejected'
            ? 'Delay under 15 minutes'
            : state === 'invalid'
              ? 'Ticket not valid for the journey'
              : null,
        submitted: new Date(`${dayBefore(1 + k * 9)}T${String(8 + (k % 10)).padStart(2, '0')}:15:00Z`),
      });
    });
  }
  if (rows.length) await t.insert(delayRepayClaims).values(rows);

  // one-click: opted-in demo customer with two journeys (11), one at the limit (50), one opted out
  const oneClickBrands = drBrands.filter((b) => profiles.get(b)!.flags.enableOneClickDelayRepay);
  const journeys: Array<typeof favouriteJourneys.$inferInsert> = [];
  const service = (
    time: string,
    uid: string,
    rsid: string,
    origin: string,
    destination: string,
    arrival: string,
  ): FavouriteServiceTime => ({
    time,
    legs: [
      {
        origin,
        destination,
        departure: `${today}T${time}:00`,
        arrival: `${today}T${arrival}:00`,
        transferTime: 0,
        mode: 'TRAIN',
        toc: uid.startsWith('G') ? 'GX' : 'SN',
        seats: true,
        reservable: false,
        facilities: [],
        rsid,
        tuid: uid,
        isTemporaryTrain: false,
      },
    ],
  });
  const brighton = { name: 'Brighton', nlc: '5268' };
  const victoria = { name: 'London Victoria', nlc: '5426' };
  const gatwick = { name: 'Gatwick Airport', nlc: '5416' };
  for (const brand of oneClickBrands) {
    const demo = delayRepayDemoCustomerId(brands, brand);
    journeys.push(
      {
        customerId: demo,
        brand,
        journeyType: 'weekday',
        origin: brighton,
        destination: victoria,
        routeCode: 'SN-BTN-VIC',
        daysOfWeek: [...WEEKDAYS],
        serviceTimes: [
          service('07:30', 'W10005', 'SN100500', '5268', '5426', '08:33'),
          service('08:00', 'W10006', 'SN100600', '5268', '5426', '09:03'),
        ],
      },
      {
        customerId: demo,
        brand,
        journeyType: 'saturday',
        origin: gatwick,
        destination: victoria,
        routeCode: 'GX-GTW-VIC',
        daysOfWeek: ['SATURDAY'],
        serviceTimes: [service('09:00', 'G40017', 'GX101700', '5416', '5426', '09:30')],
      },
    );
    const atLimit = oneClickLimitCustomerId(brands, brand);
    for (let i = 0; i < 5; i++) {
      const h = 6 + i * 2;
      journeys.push({
        customerId: atLimit,
        brand,
        journeyType: 'weekday',
        origin: gatwick,
        destination: victoria,
        routeCode: 'GX-GTW-VIC',
        daysOfWeek: [...WEEKDAYS],
        serviceTimes: [
          service(
            `${String(h).padStart(2, '0')}:00`,
            `G4${String(5 + h * 4).padStart(4, '0')}`,
            'GX100000',
            '5416',
            '5426',
            `${String(h).padStart(2, '0')}:30`,
          ),
          service(
            `${String(h).padStart(2, '0')}:15`,
            `G4${String(6 + h * 4).padStart(4, '0')}`,
            'GX100100',
            '5416',
            '5426',
            `${String(h).padStart(2, '0')}:45`,
          ),
        ],
      });
    }
  }
  const existing = new Set(
    (
      await t
        .select({ id: customers.id })
        .from(customers)
        .where(
          inArray(
            customers.id,
            journeys.map((j) => j.customerId),
          ),
        )
    ).map((c) => c.id),
  );
  const kept = journeys.filter((j) => existing.has(j.customerId));
  if (kept.length) await t.insert(favouriteJourneys).values(kept);
  const optedIn = oneClickBrands.flatMap((b) => [
    delayRepayDemoCustomerId(brands, b),
    oneClickLimitCustomerId(brands, b),
  ]);
  const optedOut = oneClickBrands.map((b) => oneClickOptedOutCustomerId(brands, b));
  if (optedIn.length) {
    await t.execute(
      sql`UPDATE customers SET preferences = preferences || '{"autoDelayRepay": true}'::jsonb WHERE id IN ${sql.raw(`(${optedIn.join(',')})`)}`,
    );
    await t.execute(
      sql`UPDATE customers SET preferences = preferences || '{"autoDelayRepay": false}'::jsonb WHERE id IN ${sql.raw(`(${optedOut.join(',')})`)}`,
    );
  }
}
