import { describe, expect, it } from 'vitest';
import { compensationClaimErrors, isoWeekOf, type ClaimDraft, type DayDraft } from './compensationClaimErrors';
import { DEFAULT_COMPENSATION_LIMITS as L, type CompensationLimits } from './compensationLimits';

const customer = {
  title: 'Ms',
  firstNames: 'Ann',
  surname: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '+44 1234-567890',
  address: { line1: '1 High St', town: 'Brighton', postcode: 'BN1 1AA', country: 'GBR' },
};
const ticket = (o: string, d: string, extra: Record<string, unknown> = {}) => ({
  type: 'single',
  number: 'AB123',
  price: 500,
  purchaseLocation: 'online',
  evidenceType: 'receipt',
  origin: o,
  destination: d,
  level: 1 as const,
  ...extra,
});
const day = (date: string, extra: Partial<DayDraft> = {}): DayDraft => ({
  date,
  outward: ticket('BTN', 'VIC'),
  return: ticket('VIC', 'BTN'),
  ...extra,
});
/** A valid non-season claim: week commencing Monday 2018-03-05, three days with returns. */
const nonSeason = (): ClaimDraft => ({
  kind: 'non-season',
  customer: structuredClone(customer),
  requestInformation: 'Delays all week',
  weeks: [{ period: '2018-03-05', days: [day('2018-03-05'), day('2018-03-06'), day('2018-03-07')] }],
});
const carnetDay = (date: string, retO = 'VIC', retD = 'BTN'): DayDraft => ({
  date,
  outward: ticket('BTN', 'VIC', { type: 'carnet' }),
  return: ticket(retO, retD, { type: 'carnet' }),
});
const seasonTicket = {
  type: 'season-standard-class',
  number: 'S1234',
  photocardNumber: 'PH123',
  price: 350000,
  duration: 'annual',
  startDate: '2018-01-10',
  purchaseLocation: 'online',
};
const season = (): ClaimDraft => ({
  kind: 'season',
  customer: structuredClone(customer),
  routes: [{ origin: 'BTN', destination: 'VIC', level: 1, tickets: [structuredClone(seasonTicket)] }],
});

type Case = [name: string, draft: () => ClaimDraft, path: string, key: string, limits?: CompensationLimits];
const withSeasonTicket =
  (t: Record<string, unknown>): (() => ClaimDraft) =>
  () => {
    const d = season();
    d.routes![0]!.tickets = [{ ...seasonTicket, ...t }];
    return d;
  };
const withDay =
  (mutate: (d: ClaimDraft) => void): (() => ClaimDraft) =>
  () => {
    const d = nonSeason();
    mutate(d);
    return d;
  };

describe('compensationClaimErrors', () => {
  it('accepts valid season, non-season and whitelist claims', () => {
    expect(compensationClaimErrors(season(), L)).toEqual({});
    expect(compensationClaimErrors(nonSeason(), L)).toEqual({});
    expect(compensationClaimErrors({ kind: 'whitelist', customer, compensationAmount: 100000 }, L)).toEqual({});
    const carnet = nonSeason();
    carnet.weeks = [{ period: '2018-03-12', days: [carnetDay('2018-03-13')] }];
    expect(compensationClaimErrors(carnet, L)).toEqual({});
  });

  const cases: Case[] = [
    // customer (001 §5)
    ['title required', () => ({ ...season(), customer: { ...customer, title: '' } }), 'customer.title', 'required'],
    [
      'first names 2-50',
      () => ({ ...season(), customer: { ...customer, firstNames: 'A' } }),
      'customer.firstNames',
      'tooShort',
    ],
    [
      'surname max 50',
      () => ({ ...season(), customer: { ...customer, surname: 'x'.repeat(51) } }),
      'customer.surname',
      'tooLong',
    ],
    ['e-mail valid', () => ({ ...season(), customer: { ...customer, email: 'ann@' } }), 'customer.email', 'badEmail'],
    [
      'e-mail max 255',
      () => ({ ...season(), customer: { ...customer, email: `${'a'.repeat(250)}@b.com` } }),
      'customer.email',
      'tooLong',
    ],
    [
      'bad phone',
      () => ({ ...season(), customer: { ...customer, phoneNumber: '01234 abc' } }),
      'customer.phoneNumber',
      'badPhone',
    ],
    [
      'phone max 20',
      () => ({ ...season(), customer: { ...customer, phoneNumber: '1'.repeat(21) } }),
      'customer.phoneNumber',
      'tooLong',
    ],
    [
      'line 1 required',
      () => ({ ...season(), customer: { ...customer, address: { ...customer.address, line1: '' } } }),
      'customer.address.line1',
      'required',
    ],
    [
      'line 3 max 50',
      () => ({ ...season(), customer: { ...customer, address: { ...customer.address, line3: 'x'.repeat(51) } } }),
      'customer.address.line3',
      'tooLong',
    ],
    [
      'town 2-50',
      () => ({ ...season(), customer: { ...customer, address: { ...customer.address, town: 'B' } } }),
      'customer.address.town',
      'tooShort',
    ],
    [
      'UK postcode',
      () => ({ ...season(), customer: { ...customer, address: { ...customer.address, postcode: 'XX1' } } }),
      'customer.address.postcode',
      'badPostcode',
    ],
    [
      'Irish postcode',
      () => ({
        ...season(),
        customer: { ...customer, address: { ...customer.address, postcode: 'BN1 1AA', country: 'IRL' } },
      }),
      'customer.address.postcode',
      'badPostcode',
    ],
    [
      'country required',
      () => ({ ...season(), customer: { ...customer, address: { ...customer.address, country: '' } } }),
      'customer.address.country',
      'required',
    ],
    // whitelist amount
    ['amount required', () => ({ kind: 'whitelist', customer }), 'compensationAmount', 'required'],
    [
      'amount at least 1p',
      () => ({ kind: 'whitelist', customer, compensationAmount: 0 }),
      'compensationAmount',
      'badAmount',
    ],
    [
      'amount up to the maximum',
      () => ({ kind: 'whitelist', customer, compensationAmount: 100001 }),
      'compensationAmount',
      'amountTooHigh',
    ],
    [
      'whitelist photocard 3-20',
      () => ({ kind: 'whitelist', customer, compensationAmount: 5, photocardNumber: 'AB' }),
      'photocardNumber',
      'badPhotocardNumber',
    ],
    // season tickets
    [
      'season number 1-35',
      withSeasonTicket({ number: 'x'.repeat(36) }),
      'routes.0.tickets.0.number',
      'badTicketNumber',
    ],
    ['season number characters', withSeasonTicket({ number: 'AB 12' }), 'routes.0.tickets.0.number', 'badTicketNumber'],
    [
      'key smartcard 633…',
      withSeasonTicket({ type: 'contactless-key', smartcardNumber: '634597-0101-0000-00' }),
      'routes.0.tickets.0.smartcardNumber',
      'badSmartcardNumber',
    ],
    [
      'key smartcard 18 digits',
      withSeasonTicket({ type: 'contactless-key', smartcardNumber: '633597-0101-0000-0' }),
      'routes.0.tickets.0.smartcardNumber',
      'badSmartcardNumber',
    ],
    [
      'other smartcard ≥ 5',
      withSeasonTicket({ type: 'contactless-other', smartcardNumber: 'AB-12' }),
      'routes.0.tickets.0.smartcardNumber',
      'badSmartcardNumber',
    ],
    [
      'Oyster 10+2',
      withSeasonTicket({ type: 'season-oyster', oysterNumber: '12345678901' }),
      'routes.0.tickets.0.oysterNumber',
      'badOysterNumber',
    ],
    [
      'Oyster 12 digits reading refuses the space',
      withSeasonTicket({ type: 'season-oyster', oysterNumber: '1234567890 12' }),
      'routes.0.tickets.0.oysterNumber',
      'badOysterNumber',
      { ...L, oysterNumberFormat: 'twelveDigits' },
    ],
    ['photocard required', withSeasonTicket({ photocardNumber: '' }), 'routes.0.tickets.0.photocardNumber', 'required'],
    [
      'photocard 3-20',
      withSeasonTicket({ photocardNumber: 'x'.repeat(21) }),
      'routes.0.tickets.0.photocardNumber',
      'badPhotocardNumber',
    ],
    ['price required', withSeasonTicket({ price: undefined }), 'routes.0.tickets.0.price', 'required'],
    ['price ≤ £10000', withSeasonTicket({ price: 1000001 }), 'routes.0.tickets.0.price', 'badPrice'],
    ['price whole pence ≥ 1', withSeasonTicket({ price: 0 }), 'routes.0.tickets.0.price', 'badPrice'],
    ['duration required', withSeasonTicket({ duration: '' }), 'routes.0.tickets.0.duration', 'required'],
    [
      'custom months 0-12',
      withSeasonTicket({ duration: 'other', months: 13, days: 0 }),
      'routes.0.tickets.0.months',
      'badMonths',
    ],
    [
      'custom days 0-30',
      withSeasonTicket({ duration: 'other', months: 1, days: 31 }),
      'routes.0.tickets.0.days',
      'badDays',
    ],
    ['start date required', withSeasonTicket({ startDate: '' }), 'routes.0.tickets.0.startDate', 'required'],
    ['start date yyyy-MM-dd', withSeasonTicket({ startDate: '10/01/2018' }), 'routes.0.tickets.0.startDate', 'badDate'],
    ['start date a real day', withSeasonTicket({ startDate: '2018-02-30' }), 'routes.0.tickets.0.startDate', 'badDate'],
    [
      'start more than a year before the scheme',
      withSeasonTicket({ startDate: '2016-12-31' }),
      'routes.0.tickets.0.startDate',
      'dateTooEarly',
    ],
    [
      'ends before the scheme starts (dateTooEarly)',
      withSeasonTicket({ startDate: '2017-11-01', duration: 'monthly' }),
      'routes.0.tickets.0.startDate',
      'dateTooEarly',
    ],
    [
      'starts after the scheme end',
      withSeasonTicket({ startDate: '2019-01-01' }),
      'routes.0.tickets.0.startDate',
      'dateTooLate',
    ],
    [
      'weekly cap required (paygo)',
      withSeasonTicket({ type: 'contactless-paygo', weeklyCap: '' }),
      'routes.0.tickets.0.weeklyCap',
      'required',
    ],
    [
      'weekly cap zone known',
      withSeasonTicket({ type: 'contactless-paygo', weeklyCap: '7-9' }),
      'routes.0.tickets.0.weeklyCap',
      'badWeeklyCap',
    ],
    [
      'place of purchase required',
      withSeasonTicket({ purchaseLocation: '' }),
      'routes.0.tickets.0.purchaseLocation',
      'required',
    ],
    [
      'ticket office needs a station',
      withSeasonTicket({ purchaseLocation: 'ticket-office' }),
      'routes.0.tickets.0.purchaseStation',
      'required',
    ],
    [
      'other place needs text',
      withSeasonTicket({ purchaseLocation: 'other' }),
      'routes.0.tickets.0.purchaseOther',
      'required',
    ],
    // routes
    [
      'a route needs a ticket',
      () => ({ ...season(), routes: [{ origin: 'BTN', destination: 'VIC', level: 1, tickets: [] }] }),
      'routes.0',
      'noTickets',
    ],
    ['no routes', () => ({ ...season(), routes: [] }), 'routes', 'noTickets'],
    [
      'route validated first',
      () => ({ ...season(), routes: [{ origin: 'BTN', destination: 'VIC', tickets: [] }] }),
      'routes.0',
      'routeNotValidated',
    ],
    [
      'ineligible route',
      () => ({ ...season(), routes: [{ origin: 'BTN', destination: 'VIC', level: 0, tickets: [] }] }),
      'routes.0',
      'routeIneligible',
    ],
    [
      'ambiguous needs a route code',
      () => ({ ...season(), routes: [{ origin: 'BTN', destination: 'VIC', ambiguous: true, tickets: [] }] }),
      'routes.0.routeCode',
      'routeCodeRequired',
    ],
    [
      'identical stations',
      () => ({ ...season(), routes: [{ origin: 'BTN', destination: 'BTN', level: 1, tickets: [] }] }),
      'routes.0',
      'COMPENSATION_ERROR_ROUTE_STATIONS_IDENTICAL',
    ],
    [
      'max tickets on season claims',
      () => ({
        ...season(),
        routes: [
          {
            origin: 'BTN',
            destination: 'VIC',
            level: 1,
            tickets: Array.from({ length: 14 }, () => ({ ...seasonTicket })),
          },
        ],
      }),
      'routes',
      'journeysLimitReached',
    ],
    // non-season
    ['additional information required', withDay((d) => (d.requestInformation = '')), 'requestInformation', 'required'],
    [
      'additional information ≤ 500',
      withDay((d) => (d.requestInformation = 'x'.repeat(501))),
      'requestInformation',
      'tooLong',
    ],
    [
      'daily number exactly 5',
      withDay((d) => (d.weeks![0]!.days![0]!.outward!.number = 'AB1234')),
      'weeks.0.days.0.outward.number',
      'badTicketNumber',
    ],
    [
      'a day needs a ticket',
      withDay((d) => (d.weeks![0]!.days![0]!.outward = undefined)),
      'weeks.0.days.0',
      'noTickets',
    ],
    [
      'day in its week',
      withDay((d) => (d.weeks![0]!.days![0]!.date = '2018-03-12')),
      'weeks.0.days.0.date',
      'dayOutsideWeek',
    ],
    [
      'day given twice',
      withDay((d) => (d.weeks![0]!.days![1]!.date = '2018-03-05')),
      'weeks.0.days.1.date',
      'duplicateDays',
    ],
    [
      'week commencing a Monday',
      withDay((d) => (d.weeks![0]!.period = '2018-03-06')),
      'weeks.0.period',
      'notWeekCommencing',
    ],
    [
      'week before the non-season scheme',
      withDay(
        (d) =>
          (d.weeks![0] = { period: '2017-12-25', days: [day('2017-12-25'), day('2017-12-26'), day('2017-12-27')] }),
      ),
      'weeks.0.period',
      'dateTooEarly',
    ],
    ['minimum days a week', withDay((d) => d.weeks![0]!.days!.pop()), 'weeks.0', 'tooFewDays'],
    ['min days from config', withDay(() => undefined), 'weeks.0', 'tooFewDays', { ...L, minTicketsPerWeek: 4 }],
    [
      'exclusive week exactly one day',
      withDay((d) => (d.weeks![0]!.days = [carnetDay('2018-03-05'), carnetDay('2018-03-06')])),
      'weeks.0',
      'exclusiveOneDay',
    ],
    ['duplicate weeks', withDay((d) => d.weeks!.push(structuredClone(d.weeks![0]!))), 'weeks.1', 'duplicateWeeks'],
    [
      'incompatible types (pairWithOther)',
      withDay((d) => (d.weeks![0]!.days![0]!.return!.type = 'return')),
      'weeks.0.days.0',
      'incompatibleTicketTypes',
    ],
    [
      'incompatible carnet + single',
      withDay((d) => (d.weeks![0]!.days = [{ ...carnetDay('2018-03-05'), return: ticket('VIC', 'BTN') }])),
      'weeks.0.days.0',
      'incompatibleTicketTypes',
    ],
    [
      'return ≠ outward',
      withDay((d) => Object.assign(d.weeks![0]!.days![0]!.return!, { origin: 'BTN', destination: 'VIC' })),
      'weeks.0.days.0',
      'returnEqualsOutward',
    ],
    [
      'return between the same stations',
      withDay((d) => Object.assign(d.weeks![0]!.days![0]!.return!, { origin: 'GTW', destination: 'BTN' })),
      'weeks.0.days.0',
      'COMPENSATION_ERROR_ROUTE_STATIONS_MISMATCH',
    ],
    [
      'carnet return reverses outward',
      withDay((d) => (d.weeks![0]!.days = [carnetDay('2018-03-05', 'BTN', 'VIC')])),
      'weeks.0.days.0',
      'carnetReturnNotReversed',
    ],
    [
      'carnet needs its return',
      withDay((d) => (d.weeks![0]!.days = [{ ...carnetDay('2018-03-05'), return: undefined }])),
      'weeks.0.days.0.return',
      'returnRequired',
    ],
    [
      'minimum 3 returns a week',
      withDay((d) => (d.weeks![0]!.days![2]!.return = undefined)),
      'weeks.0',
      'tooFewReturns',
    ],
    [
      'minimum 2 carnet books a week',
      withDay((d) => (d.weeks![0]!.days = [carnetDay('2018-03-05')])),
      'weeks.0',
      'tooFewReturns',
      { ...L, minCarnetBooksPerWeek: 3 },
    ],
    [
      'max tickets a week',
      withDay((d) => d.weeks![0]!.days!.push(day('2018-03-08'), day('2018-03-09'), day('2018-03-10'))),
      'weeks.0',
      'tooManyTicketsInWeek',
    ],
    [
      'max tickets a week counting tickets',
      withDay(() => undefined),
      'weeks.0',
      'tooManyTicketsInWeek',
      { ...L, ticketCountUnit: 'ticket' },
    ],
    [
      'level mismatch in a day',
      withDay((d) => (d.weeks![0]!.days![0]!.return!.level = 2)),
      'weeks.0.days.0',
      'COMPENSATION_ERROR_ROUTE_LEVEL_MISMATCH',
    ],
    [
      'level mismatch in a week',
      withDay((d) => {
        d.weeks![0]!.days![0]!.outward!.level = 2;
        d.weeks![0]!.days![0]!.return!.level = 2;
      }),
      'weeks.0',
      'COMPENSATION_ERROR_ROUTE_LEVEL_MISMATCH',
    ],
    [
      'ineligible day ticket',
      withDay((d) => (d.weeks![0]!.days![0]!.outward!.level = 0)),
      'weeks.0.days.0.outward.route',
      'routeIneligible',
    ],
    [
      'day ticket route checked',
      withDay((d) => (d.weeks![0]!.days![0]!.outward!.level = undefined)),
      'weeks.0.days.0.outward.route',
      'routeNotValidated',
    ],
    [
      'day ticket identical stations',
      withDay((d) => (d.weeks![0]!.days![0]!.outward!.destination = 'BTN')),
      'weeks.0.days.0.outward.route',
      'COMPENSATION_ERROR_ROUTE_STATIONS_IDENTICAL',
    ],
    ['no weeks', withDay((d) => (d.weeks = [])), 'weeks', 'noTickets'],
    [
      'max weeks',
      withDay(
        (d) =>
          (d.weeks = ['2018-03-05', '2018-03-12', '2018-03-19', '2018-03-26', '2018-04-02'].map((p) => ({
            period: p,
            days: [carnetDay(p)],
          }))),
      ),
      'weeks',
      'tooManyWeeks',
    ],
    [
      'max tickets a claim',
      withDay(
        (d) =>
          (d.weeks = ['2018-03-05', '2018-03-12', '2018-03-19'].map((p) => ({
            period: p,
            days: [0, 1, 2, 3, 4].map((k) => day(new Date(Date.parse(p) + k * 86400000).toISOString().slice(0, 10))),
          }))),
      ),
      'weeks',
      'journeysLimitReached',
    ],
    [
      'level 2 in one ISO week per claim',
      withDay((d) => {
        const l2 = (date: string) => ({
          date,
          outward: ticket('BTN', 'VIC', { level: 2 }),
          return: ticket('VIC', 'BTN', { level: 2 }),
        });
        d.weeks = ['2018-03-05', '2018-03-12'].map((p) => ({
          period: p,
          days: [0, 1, 2].map((k) => l2(new Date(Date.parse(p) + k * 86400000).toISOString().slice(0, 10))),
        }));
      }),
      'weeks',
      'COMPENSATION_ERROR_EXCEEDS_LEVEL2',
    ],
  ];

  it.each(cases)('%s', (_name, draft, path, key, limits = L) => {
    expect(compensationClaimErrors(draft(), limits)[path]).toBe(key);
  });

  it('hides e-mail and line 3 when their checks are bypassed', () => {
    const d = {
      ...season(),
      bypassEmailCheck: true,
      bypassCustomerCheck: true,
      customer: { ...customer, email: 'bad', address: { ...customer.address, line3: 'x'.repeat(60) } },
    };
    expect(compensationClaimErrors(d, L)).toEqual({});
    expect(compensationClaimErrors({ ...d, bypassEmailCheck: false }, L)['customer.email']).toBe('badEmail');
  });

  it("checks a carnet's book size against carnetBookSize and a ticket's class (001 §3, §9)", () => {
    const d = nonSeason();
    d.weeks = [{ period: '2018-03-05', days: [carnetDay('2018-03-06')] }];
    d.weeks[0]!.days![0]!.outward!.bookSize = 10;
    d.weeks[0]!.days![0]!.return!.ticketClass = 'premium';
    const errors = compensationClaimErrors(d, L);
    expect(errors['weeks.0.days.0.outward.bookSize']).toBe('badBookSize');
    expect(errors['weeks.0.days.0.return.ticketClass']).toBe('badTicketClass');
    d.weeks[0]!.days![0]!.outward!.bookSize = 5;
    d.weeks[0]!.days![0]!.return!.ticketClass = 'first';
    const fixed = compensationClaimErrors(d, L);
    expect(fixed['weeks.0.days.0.outward.bookSize']).toBeUndefined();
    expect(fixed['weeks.0.days.0.return.ticketClass']).toBeUndefined();
  });

  it('one level-2 week is allowed', () => {
    const d = nonSeason();
    for (const day of d.weeks![0]!.days!) {
      day.outward!.level = 2;
      day.return!.level = 2;
    }
    expect(compensationClaimErrors(d, L)).toEqual({});
  });

  it('reads the 10+2 Oyster number with or without the space', () => {
    for (const oysterNumber of ['1234567890 12', '123456789012']) {
      expect(compensationClaimErrors(withSeasonTicket({ type: 'season-oyster', oysterNumber })(), L)).toEqual({});
    }
  });

  it('numbers ISO weeks across a year end', () => {
    expect(isoWeekOf(new Date('2018-12-31T00:00:00Z'))).toBe('2019-W01');
    expect(isoWeekOf(new Date('2018-03-05T00:00:00Z'))).toBe('2018-W10');
  });
});
