// Deterministic compensation claims (001 §3, §4) for every brand with flag enableCompensation: per brand one claim of
// every type (whitelist, season, non-season) in every state (season-new, approved, confirmed, rejected, complete),
// plus an old-scheme claim (toolbar shows only a warning). Claims 'related' share one customer's e-mail. Whitelisted
// season-new claims carry a known passcode and photocard (README "Demo data"). The rejected non-season claim's first
// outward ticket carries a ticket image and a receipt (001 §3): Amend shows them as its previous uploads. Each request
// holds its claims (001 §3 Claim, one per ticket): season tickets with a travelcard from East Croydon, day tickets with
// their train times (the return changing at Gatwick Airport); an approved or complete non-season request pays five of
// its six claims and rejects the last. Confirmed requests asked for payment into a bank account (bankClaims).
import { sql } from 'drizzle-orm';
import type { CompensationClaimState } from '../../../src/domain/compensationReference';
import type { ClaimDraft, RouteDraft, WeekDraft } from '../../../src/domain/compensationClaimErrors';
import { claimsInState, type RequestClaimRecord } from '../../../src/domain/compensationRequestClaims';
import { loadBrandProfiles } from '../../brands';
import { claimIdsOf, claimsOfDraft } from '../../handlers/compensation/claimRecord';
import type { Db } from '../connect';
import { compensationClaims, compensationImages } from '../schema';
import { demoPng } from './demoPng';

export interface CompensationSeedOptions {
  brands: string[];
  now?: Date;
}

const STATES: CompensationClaimState[] = ['season-new', 'approved', 'confirmed', 'rejected', 'complete'];
const TYPES = ['whitelist', 'season', 'non-season'] as const;
/** Claims per brand: every type × state, then the old-scheme claim. */
export const COMPENSATION_CLAIMS_PER_BRAND = TYPES.length * STATES.length + 1;
/** Passcode and photocard of every seeded whitelisted season-new claim. */
export const DEMO_PASSCODE = 'DEMO2018';
export const DEMO_PHOTOCARD = 'PH100001';
/** The e-mail several claims share (the related-claims panel). */
export const RELATED_EMAIL = 'related.claimant@example.com';

export const compensationBrands = (brands: readonly string[]) => {
  const profiles = loadBrandProfiles([...brands]);
  return brands.filter((b) => profiles.get(b)!.flags.enableCompensation);
};

/** Id of the brand's seeded claim of a type and state (old: the old-scheme claim). */
export function compensationDemoClaimId(
  brands: readonly string[],
  brand: string,
  type: (typeof TYPES)[number] | 'old',
  state?: CompensationClaimState,
): number {
  const index = compensationBrands(brands).indexOf(brand);
  if (index < 0) throw new Error(`Brand ${brand} has no compensation`);
  const k =
    type === 'old' ? TYPES.length * STATES.length : TYPES.indexOf(type) * STATES.length + STATES.indexOf(state!);
  return index * 100 + k + 1;
}
export const compensationDemoRequestId = (...args: Parameters<typeof compensationDemoClaimId>) =>
  claimIdsOf(compensationDemoClaimId(...args)).requestId;

/** Ids of the seeded ticket image and receipt of the brand's rejected non-season claim (its first outward ticket). */
export function compensationDemoImageIds(brands: readonly string[], brand: string) {
  const claim = compensationDemoClaimId(brands, brand, 'non-season', 'rejected');
  return { ticketImageId: claim * 10 + 1, receiptImageId: claim * 10 + 2 };
}

const seasonRoutes = (photocard: string): RouteDraft[] => [
  {
    origin: 'BTN',
    destination: 'VIC',
    routeCode: '00100',
    level: 1,
    tickets: [
      {
        type: 'season-standard-class',
        number: 'S1234',
        photocardNumber: photocard,
        price: 412000,
        duration: 'annual',
        startDate: '2018-01-08',
        purchaseLocation: 'online',
      },
    ],
  },
];
const dayTicket = (o: string, d: string) => ({
  type: 'single',
  number: 'AB123',
  price: 1850,
  purchaseLocation: 'online',
  evidenceType: 'receipt',
  origin: o,
  destination: d,
  routeCode: '00100',
  level: 1 as const,
});
const nonSeasonWeeks: WeekDraft[] = [
  {
    period: '2018-03-05',
    days: ['2018-03-05', '2018-03-06', '2018-03-07'].map((date) => ({
      date,
      outward: dayTicket('BTN', 'VIC'),
      return: dayTicket('VIC', 'BTN'),
    })),
  },
];

export async function seedCompensation(
  t: Db,
  { brands, now = new Date('2018-06-01T09:00:00Z') }: CompensationSeedOptions,
): Promise<void> {
  const profiles = loadBrandProfiles(brands);
  const rows: Array<typeof compensationClaims.$inferInsert> = [];
  const images: Array<typeof compensationImages.$inferInsert> = [];
  for (const brand of compensationBrands(brands)) {
    const config = profiles.get(brand)!.config as unknown as { compensationCurrentScheme: string };
    const add = (type: (typeof TYPES)[number], state: CompensationClaimState, old = false) => {
      const id = compensationDemoClaimId(brands, brand, old ? 'old' : type, state);
      const n = String(id).padStart(4, '0');
      const whitelisted = type === 'whitelist';
      const related =
        !old &&
        ((type === 'season' && state === 'approved') ||
          (type === 'non-season' && state === 'rejected') ||
          (type === 'whitelist' && state === 'complete'));
      const photocard = `PH${String(100000 + id)}`;
      const withImages = !old && type === 'non-season' && state === 'rejected';
      const rejectionReason = state === 'rejected' ? 'Ticket dates do not cover the scheme period' : null;
      const compensationAmount = whitelisted ? 25000 : state === 'approved' || state === 'complete' ? 10400 : null;
      const routes =
        type === 'non-season' ? [] : seasonRoutes(whitelisted && state === 'season-new' ? DEMO_PHOTOCARD : photocard);
      const weeks = type === 'non-season' ? (withImages ? weeksWithImages(brands, brand) : nonSeasonWeeks) : [];
      const draft: ClaimDraft = { kind: type, routes, weeks, compensationAmount: compensationAmount ?? undefined };
      if (withImages) images.push(...demoImages(brands, brand, claimIdsOf(id).requestId, now));
      rows.push({
        id,
        ...claimIdsOf(id),
        brand,
        schemeName: old ? 'COMP2017' : config.compensationCurrentScheme,
        type,
        state,
        whitelisted,
        title: ['Mr', 'Mrs', 'Ms', 'Dr', 'Miss'][id % 5]!,
        firstNames: related ? 'Robin' : ['Ann', 'Ben', 'Cara', 'Dev', 'Eli'][id % 5]!,
        surname: related ? 'Related' : `Claimant${n}`,
        email: related ? RELATED_EMAIL : `claimant${n}.${brand}@example.com`,
        phoneNumber: `01273 ${String(500000 + id)}`,
        bankClaims: state === 'confirmed',
        line1: `${id} Station Road`,
        town: 'Brighton',
        postcode: related ? 'BN1 4GH' : 'BN1 1AA',
        country: 'GBR',
        photocardId: whitelisted ? (state === 'season-new' ? DEMO_PHOTOCARD : photocard) : null,
        passcode: whitelisted ? (state === 'season-new' ? DEMO_PASSCODE : `CODE${n}`) : null,
        requestInformation: type === 'non-season' ? 'Trains cancelled or late most of the week.' : null,
        refundComment: state === 'approved' || state === 'complete' ? 'Paid by cheque' : null,
        rejectionReason,
        emailLastSent: whitelisted && state !== 'season-new' ? new Date(now.getTime() - 86_400_000) : null,
        compensationAmount,
        routes,
        weeks,
        claims: demoClaims(claimsInState(claimsOfDraft(draft, id, state), state, rejectionReason), compensationAmount),
        created: new Date(now.getTime() - id * 3_600_000),
      });
    };
    for (const type of TYPES) for (const state of STATES) add(type, state);
    add('season', 'approved', true);
  }
  if (rows.length) await t.insert(compensationClaims).values(rows);
  if (images.length) await t.insert(compensationImages).values(images);
  await t.execute(
    sql`SELECT setval(pg_get_serial_sequence('compensation_claims', 'id'), (SELECT coalesce(max(id), 1) FROM compensation_claims))`,
  );
  await t.execute(
    sql`SELECT setval(pg_get_serial_sequence('compensation_images', 'id'), (SELECT coalesce(max(id), 1) FROM compensation_images))`,
  );
}

/** Who travelled from the travelcard zones' edge (001 §3 journey travelcardStation, additionalInformation). */
const TRAVELCARD = { nlc: '5355', name: 'East Croydon' };
/** Train times of a day's outward and return tickets. */
const TIMES = {
  outward: { departureTime: '07:32', scheduledArrivalTime: '08:35', changeStation: null },
  return: { departureTime: '17:45', scheduledArrivalTime: '18:52', changeStation: 'GTW' },
};
const PAID_SHARE = 5;

/**
 * The seeded request's claims with what the console's form does not ask: a season ticket's travelcard station, a day
 * ticket's train times; a paid request's amount shared by its claims (a non-season one pays five and rejects the last).
 */
function demoClaims(claims: RequestClaimRecord[], amount: number | null): RequestClaimRecord[] {
  const paid = amount !== null && claims[0]?.state !== 'rejected' && claims[0]?.ticket !== null;
  return claims.map((c, i) => {
    const day = c.journey.departureDate;
    const season = c.ticket !== null && day === null;
    const rejected = paid && claims.length > PAID_SHARE && i === claims.length - 1;
    const refundAmount =
      c.ticket === null ? c.refundAmount : !paid || rejected ? null : amount / Math.min(claims.length, PAID_SHARE);
    return {
      ...c,
      state: rejected ? 'rejected' : c.state,
      rejectionReason: rejected ? 'The return journey was not delayed' : c.rejectionReason,
      refundAmount,
      journey: {
        ...c.journey,
        ...(season ? { travelcardStation: TRAVELCARD.name } : {}),
        ...(day ? { ...TIMES[i % 2 ? 'return' : 'outward'], scheduledArrivalDate: day } : {}),
      },
      delay: season
        ? {
            ...c.delay,
            additionalInformation: {
              ...c.delay.additionalInformation,
              travelcardNlc: TRAVELCARD.nlc,
              travelcardStation: TRAVELCARD.name,
            },
          }
        : c.delay,
    };
  });
}

/** The non-season weeks whose first outward ticket names the brand's seeded ticket image and receipt. */
function weeksWithImages(brands: readonly string[], brand: string): WeekDraft[] {
  const [first, ...rest] = nonSeasonWeeks[0]!.days!;
  return [
    {
      ...nonSeasonWeeks[0],
      days: [{ ...first, outward: { ...first!.outward, ...compensationDemoImageIds(brands, brand) } }, ...rest],
    },
  ];
}

const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** A ticket (orange stripes, landscape) and a receipt (print lines, portrait), uploaded by the claim's agent. */
function demoImages(
  brands: readonly string[],
  brand: string,
  requestId: string,
  now: Date,
): Array<typeof compensationImages.$inferInsert> {
  const ids = compensationDemoImageIds(brands, brand);
  const ticket = demoPng(240, 120, [255, 244, 222], [233, 120, 30], 16);
  const receipt = demoPng(120, 200, [255, 255, 255], [170, 170, 170], 10);
  const common = {
    brand,
    requestId,
    uploadedBy: `agent@${brand}.example`,
    uploaded: new Date(now.getTime() - 86_400_000),
  };
  return [
    {
      ...common,
      id: ids.ticketImageId,
      kind: 'ticket',
      contentType: 'image/png',
      width: 240,
      height: 120,
      bytes: ticket.length,
      data: png(ticket),
    },
    {
      ...common,
      id: ids.receiptImageId,
      kind: 'receipt',
      contentType: 'image/png',
      width: 120,
      height: 200,
      bytes: receipt.length,
      data: png(receipt),
    },
  ];
}
