// 001 §5 Compensation: every rule of a claim draft (customer, address, season routes and tickets, non-season weeks,
// days and tickets, limits of §9) as ONE function over the whole draft, so the accordion (live, while the user types)
// and the server (400 by field) decide alike. Errors are i18n keys by path ('weeks.1.days.0.return.number').
import { isValid as isUkPostcode } from 'postcode';
import { nonSeasonTicketType, seasonTicketType, type TicketTypeRule } from './compensationReference';
import type { ClaimDelay } from './compensationClaimDelay';
import type { CompensationLimits } from './compensationLimits';
import { isEmailAddress } from './isEmailAddress';

export type ClaimKind = 'whitelist' | 'season' | 'non-season';

export interface ClaimCustomer {
  title?: string;
  firstNames?: string;
  surname?: string;
  email?: string;
  phoneNumber?: string;
  /** 001 §3 customer.bankClaims (docs/decisions/2581-bank-claims.md) */
  bankClaims?: boolean;
  address?: { line1?: string; line2?: string; line3?: string; town?: string; postcode?: string; country?: string };
}

/** A claim ticket (001 §3). Money in pence. */
export interface ClaimTicketDraft {
  type?: string;
  number?: string;
  smartcardNumber?: string;
  oysterNumber?: string;
  photocardNumber?: string;
  price?: number;
  duration?: string;
  months?: number;
  days?: number;
  startDate?: string;
  weeklyCap?: string;
  purchaseLocation?: string;
  purchaseStation?: string;
  purchaseOther?: string;
  evidenceType?: string;
  /** 001 §3 ticket class: standard | first */
  ticketClass?: string;
  /** 001 §3 a carnet's book size (001 §9: carnetBookSize, 5) */
  bookSize?: number;
  /** 001 §3 evidence sent before (with another claim) */
  previousUpload?: boolean;
  /** 001 §3 evidence comments (at most 500 characters) */
  evidenceComments?: string;
  /** 001 §3 ticketImageId: an image uploaded with POST /delay-repay/compensation/images (kind ticket) */
  ticketImageId?: number;
  /** 001 §3 receiptImageId: an uploaded image of kind receipt */
  receiptImageId?: number;
}

/** A non-season day's ticket: its journey and the level its station pair was found eligible at (undefined: not checked). */
export interface DayTicketDraft extends ClaimTicketDraft {
  origin?: string;
  destination?: string;
  routeCode?: string;
  level?: 0 | 1 | 2;
  /** the pair's routes differ in level and no route code is picked yet */
  ambiguous?: boolean;
}

export interface RouteDraft {
  origin?: string;
  destination?: string;
  routeCode?: string;
  /** level after the eligibility check (0 ineligible); undefined: not validated yet */
  level?: 0 | 1 | 2;
  /** the check found routes of different levels and no route code is picked yet */
  ambiguous?: boolean;
  tickets?: ClaimTicketDraft[];
  /** 001 §3 the claim's delay (length default 15_29) */
  delay?: ClaimDelay;
}

export interface DayDraft {
  date?: string;
  outward?: DayTicketDraft;
  return?: DayTicketDraft;
}

export interface WeekDraft {
  /** week commencing (a Monday), 'YYYY-MM-DD' */
  period?: string;
  days?: DayDraft[];
  /** 001 §3 the claim's delay (length default 15_29) */
  delay?: ClaimDelay;
}

export interface ClaimDraft {
  kind: ClaimKind;
  customer?: ClaimCustomer;
  bypassEmailCheck?: boolean;
  bypassCustomerCheck?: boolean;
  routes?: RouteDraft[];
  weeks?: WeekDraft[];
  requestInformation?: string;
  /** pence, whitelist only */
  compensationAmount?: number;
  photocardNumber?: string;
}

export type ClaimErrors = Record<string, string>;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^\+?[0-9][0-9 -]*$/;
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
const len = (v: string | undefined) => (v ?? '').trim().length;

/** 'YYYY-MM-DD' of a real calendar day, else undefined. */
export function parseDay(value: string | undefined): Date | undefined {
  const m = ISO.exec(value ?? '');
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? d : undefined;
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
function addMonths(d: Date, n: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}

/** ISO week ('2018-W05') of a day: level 2 may be claimed in one of them per claim. */
export function isoWeekOf(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** 001 §5 postcode "validated per country": UK by the postcode library, Ireland by the Eircode shape, others 2-10 characters. */
export function postcodeValid(postcode: string, country: string | undefined): boolean {
  const p = postcode.trim();
  if (p.length > 10) return false;
  if (!country || country === 'GBR') return isUkPostcode(p);
  if (country === 'IRL') return /^[A-Z][0-9]{2} ?[A-Z0-9]{4}$/i.test(p);
  return /^[A-Z0-9][A-Z0-9 -]{1,9}$/i.test(p);
}

/** 001 §5 smartcard number: key smartcard 18 digits starting 633 (mask 6-4-4-4), other at least 5 word characters. */
export function smartcardNumberValid(value: string, pattern: 'key' | 'other'): boolean {
  const v = value.replace(/[\s-]/g, '');
  return pattern === 'key' ? /^633[0-9]{15}$/.test(v) : /^\w{5,}$/.test(v);
}

/** 001 §5 Oyster number, by the brand's reading. */
export function oysterNumberValid(value: string, format: CompensationLimits['oysterNumberFormat']): boolean {
  return format === 'twelveDigits' ? /^[0-9]{12}$/.test(value) : /^[0-9]{10} ?[0-9]{2}$/.test(value);
}

/** 001 §5 ticket number: 5 characters (letters, digits, dash) for daily tickets, 1-35 for season tickets. */
export function ticketNumberValid(value: string, kind: 'season' | 'daily'): boolean {
  return kind === 'daily' ? /^[A-Za-z0-9-]{5}$/.test(value) : /^[A-Za-z0-9-]{1,35}$/.test(value);
}

/** Errors of one ticket by its own field name. */
export function ticketErrors(
  t: ClaimTicketDraft | undefined,
  rule: TicketTypeRule | undefined,
  kind: 'season' | 'daily',
  limits: CompensationLimits,
): Record<string, string> {
  const e: Record<string, string> = {};
  if (!t || !filled(t.type)) return { type: 'required' };
  if (!rule) return { type: 'unknownTicketType' };
  const has = (f: string) => rule.fields.includes(f as never);
  if (has('number')) {
    if (!filled(t.number)) e.number = 'required';
    else if (!ticketNumberValid(t.number!.trim(), kind)) e.number = 'badTicketNumber';
  }
  if (has('smartcardNumber')) {
    if (!filled(t.smartcardNumber)) e.smartcardNumber = 'required';
    else if (!smartcardNumberValid(t.smartcardNumber!, rule.smartcardPattern ?? 'other'))
      e.smartcardNumber = 'badSmartcardNumber';
  }
  if (has('oysterNumber')) {
    if (!filled(t.oysterNumber)) e.oysterNumber = 'required';
    else if (!oysterNumberValid(t.oysterNumber!.trim(), limits.oysterNumberFormat)) e.oysterNumber = 'badOysterNumber';
  }
  if (has('photocardNumber')) {
    if (!filled(t.photocardNumber)) e.photocardNumber = 'required';
    else if (len(t.photocardNumber) < 3 || len(t.photocardNumber) > 20) e.photocardNumber = 'badPhotocardNumber';
  }
  if (has('price')) {
    if (t.price === undefined || t.price === null) e.price = 'required';
    else if (!Number.isInteger(t.price) || t.price < 1 || t.price > limits.ticketPriceMax) e.price = 'badPrice';
  }
  let months = 0;
  let days = 0;
  if (has('duration') && !rule.fixedDuration) {
    if (!filled(t.duration)) e.duration = 'required';
    else if (t.duration === 'other') {
      months = t.months ?? 0;
      days = t.days ?? 0;
      if (!Number.isInteger(months) || months < 0 || months > 12) e.months = 'badMonths';
      if (!Number.isInteger(days) || days < 0 || days > 30) e.days = 'badDays';
      if (!e.months && !e.days && months === 0 && days === 0) e.days = 'badDuration';
    } else {
      const fixed = { weekly: [0, 7], monthly: [1, 0], annual: [12, 0] }[t.duration!];
      if (!fixed) e.duration = 'badDuration';
      else [months, days] = fixed;
    }
  } else if (rule.fixedDuration === 'weekly') days = 7;
  if (has('startDate')) {
    const start = parseDay(t.startDate);
    if (!filled(t.startDate)) e.startDate = 'required';
    else if (!start) e.startDate = 'badDate';
    else {
      const schemeStart = parseDay(limits.startDate)!;
      const earliest = addMonths(schemeStart, -12);
      const end = addDays(addMonths(start, months), days);
      if (start < earliest || end < schemeStart) e.startDate = 'dateTooEarly';
      else if (iso(start) > limits.endDate) e.startDate = 'dateTooLate';
    }
  }
  if (has('weeklyCap')) {
    if (!filled(t.weeklyCap)) e.weeklyCap = 'required';
    else if (limits.weeklyCapZones[t.weeklyCap!] === undefined) e.weeklyCap = 'badWeeklyCap';
  }
  if (has('purchase')) {
    if (!filled(t.purchaseLocation)) e.purchaseLocation = 'required';
    else if (t.purchaseLocation === 'ticket-office' && !filled(t.purchaseStation)) e.purchaseStation = 'required';
    else if (t.purchaseLocation === 'other' && !filled(t.purchaseOther)) e.purchaseOther = 'required';
    else if (len(t.purchaseOther) > 100) e.purchaseOther = 'tooLong';
  }
  if (has('evidence') && !filled(t.evidenceType)) e.evidenceType = 'required';
  if (has('evidence') && len(t.evidenceComments) > 500) e.evidenceComments = 'tooLong';
  if (has('ticketClass') && filled(t.ticketClass) && !['standard', 'first'].includes(t.ticketClass!))
    e.ticketClass = 'badTicketClass';
  if (has('bookSize') && t.bookSize !== undefined && t.bookSize !== null && t.bookSize !== limits.carnetBookSize)
    e.bookSize = 'badBookSize';
  return e;
}

function customerErrors(d: ClaimDraft, set: (path: string, key: string) => void): void {
  const c = d.customer ?? {};
  const a = c.address ?? {};
  if (!filled(c.title)) set('customer.title', 'required');
  for (const key of ['firstNames', 'surname'] as const) {
    if (!filled(c[key])) set(`customer.${key}`, 'required');
    else if (len(c[key]) < 2) set(`customer.${key}`, 'tooShort');
    else if (len(c[key]) > 50) set(`customer.${key}`, 'tooLong');
  }
  if (!d.bypassEmailCheck || d.kind === 'whitelist') {
    if (!filled(c.email)) set('customer.email', 'required');
    else if (len(c.email) > 255) set('customer.email', 'tooLong');
    else if (!isEmailAddress(c.email!)) set('customer.email', 'badEmail');
  }
  if (!filled(c.phoneNumber)) set('customer.phoneNumber', 'required');
  else if (len(c.phoneNumber) > 20) set('customer.phoneNumber', 'tooLong');
  else if (!PHONE.test(c.phoneNumber!.trim())) set('customer.phoneNumber', 'badPhone');
  if (!filled(a.line1)) set('customer.address.line1', 'required');
  const lines =
    d.bypassCustomerCheck && d.kind !== 'whitelist'
      ? (['line1', 'line2'] as const)
      : (['line1', 'line2', 'line3'] as const);
  for (const line of lines) if (len(a[line]) > 50) set(`customer.address.${line}`, 'tooLong');
  if (!filled(a.town)) set('customer.address.town', 'required');
  else if (len(a.town) < 2) set('customer.address.town', 'tooShort');
  else if (len(a.town) > 50) set('customer.address.town', 'tooLong');
  if (!filled(a.country)) set('customer.address.country', 'required');
  if (!filled(a.postcode)) set('customer.address.postcode', 'required');
  else if (len(a.postcode) > 10) set('customer.address.postcode', 'tooLong');
  else if (!postcodeValid(a.postcode!, a.country)) set('customer.address.postcode', 'badPostcode');
}

function routeErrors(d: ClaimDraft, limits: CompensationLimits, set: (path: string, key: string) => void): void {
  const routes = d.routes ?? [];
  if (routes.length === 0) set('routes', 'noTickets');
  let tickets = 0;
  routes.forEach((r, i) => {
    const at = `routes.${i}`;
    if (!filled(r.origin)) set(`${at}.origin`, 'required');
    if (!filled(r.destination)) set(`${at}.destination`, 'required');
    if (filled(r.origin) && r.origin === r.destination) set(at, 'COMPENSATION_ERROR_ROUTE_STATIONS_IDENTICAL');
    else if (r.ambiguous && !filled(r.routeCode)) set(`${at}.routeCode`, 'routeCodeRequired');
    else if (r.level === undefined) set(at, 'routeNotValidated');
    else if (r.level === 0) set(at, 'routeIneligible');
    else if ((r.tickets ?? []).length === 0) set(at, 'noTickets');
    (r.tickets ?? []).forEach((t, j) => {
      tickets += 1;
      for (const [field, key] of Object.entries(ticketErrors(t, seasonTicketType(t.type), 'season', limits)))
        set(`${at}.tickets.${j}.${field}`, key);
    });
  });
  if (tickets > limits.maxTickets) set('routes', 'journeysLimitReached');
}

function dayTicketRouteError(t: DayTicketDraft): string | undefined {
  if (!filled(t.origin) || !filled(t.destination)) return 'required';
  if (t.origin === t.destination) return 'COMPENSATION_ERROR_ROUTE_STATIONS_IDENTICAL';
  if (t.ambiguous && !filled(t.routeCode)) return 'routeCodeRequired';
  if (t.level === undefined) return 'routeNotValidated';
  if (t.level === 0) return 'routeIneligible';
  return undefined;
}

/** Errors of one day by path relative to the day ('', 'outward.number', 'return', …). */
export function dayErrors(day: DayDraft, limits: CompensationLimits): Record<string, string> {
  const e: Record<string, string> = {};
  const set = (p: string, k: string) => {
    if (!(p in e)) e[p] = k;
  };
  if (!parseDay(day.date)) set('date', filled(day.date) ? 'badDate' : 'required');
  const out = day.outward;
  const ret = day.return;
  if (!out || !filled(out.type)) {
    set('', 'noTickets');
    return e;
  }
  const outRule = nonSeasonTicketType(out.type);
  for (const [f, k] of Object.entries(ticketErrors(out, outRule, 'daily', limits))) set(`outward.${f}`, k);
  const outRoute = dayTicketRouteError(out);
  if (outRoute) set('outward.route', outRoute);
  if (outRule?.return === 'required' && !ret) set('return', 'returnRequired');
  if (outRule?.return === 'none' && ret) set('return', 'returnNotAllowed');
  if (!ret) return e;
  if (!filled(ret.type)) {
    set('return.type', 'required');
    return e;
  }
  const retRule = nonSeasonTicketType(ret.type);
  for (const [f, k] of Object.entries(ticketErrors(ret, retRule, 'daily', limits))) set(`return.${f}`, k);
  const retRoute = dayTicketRouteError(ret);
  if (retRoute) set('return.route', retRoute);
  if (outRule && retRule) {
    const compatible =
      outRule.code === retRule.code ? !!outRule.pairWithSelf : !!outRule.pairWithOther && !!retRule.pairWithOther;
    if (!compatible) set('', 'incompatibleTicketTypes');
  }
  if (filled(out.origin) && filled(out.destination) && filled(ret.origin) && filled(ret.destination)) {
    const same = ret.origin === out.origin && ret.destination === out.destination;
    const reversed = ret.origin === out.destination && ret.destination === out.origin;
    if (outRule?.reverseReturn || retRule?.reverseReturn) {
      if (!reversed) set('', 'carnetReturnNotReversed');
    } else if (same) set('', 'returnEqualsOutward');
    else if (!reversed) set('', 'COMPENSATION_ERROR_ROUTE_STATIONS_MISMATCH');
  }
  if (out.level && ret.level && out.level !== ret.level) set('', 'COMPENSATION_ERROR_ROUTE_LEVEL_MISMATCH');
  return e;
}

const dayTickets = (day: DayDraft) =>
  [day.outward, day.return].filter((t): t is DayTicketDraft => !!t && filled(t.type));
const isExclusive = (t: DayTicketDraft) => !!nonSeasonTicketType(t.type)?.exclusive;

function weekErrors(d: ClaimDraft, limits: CompensationLimits, set: (path: string, key: string) => void): void {
  const weeks = d.weeks ?? [];
  if (weeks.length === 0) set('weeks', 'noTickets');
  if (weeks.length > limits.maxWeeks) set('weeks', 'tooManyWeeks');
  const seen = new Set<string>();
  const level2Weeks = new Set<string>();
  let claimCount = 0;
  weeks.forEach((w, i) => {
    const at = `weeks.${i}`;
    const days = w.days ?? [];
    const period = parseDay(w.period);
    if (!filled(w.period)) set(`${at}.period`, 'required');
    else if (!period) set(`${at}.period`, 'badDate');
    else if (period.getUTCDay() !== 1) set(`${at}.period`, 'notWeekCommencing');
    else if (w.period! < limits.nonSeasonStartDate) set(`${at}.period`, 'dateTooEarly');
    else if (w.period! > limits.nonSeasonEndDate) set(`${at}.period`, 'dateTooLate');
    if (filled(w.period)) {
      if (seen.has(w.period!)) set(at, 'duplicateWeeks');
      seen.add(w.period!);
    }
    const dates = new Set<string>();
    days.forEach((day, k) => {
      const dayAt = `${at}.days.${k}`;
      for (const [p, key] of Object.entries(dayErrors(day, limits))) set(p ? `${dayAt}.${p}` : dayAt, key);
      const date = parseDay(day.date);
      if (date && period && (date < period || date > addDays(period, 6))) set(`${dayAt}.date`, 'dayOutsideWeek');
      if (date && dates.has(day.date!)) set(`${dayAt}.date`, 'duplicateDays');
      if (date) dates.add(day.date!);
      if (date && dayTickets(day).some((t) => t.level === 2)) level2Weeks.add(isoWeekOf(date));
    });
    const tickets = days.flatMap(dayTickets);
    const count = limits.ticketCountUnit === 'day' ? days.length : tickets.length;
    claimCount += count;
    const exclusive = tickets.some(isExclusive);
    if (exclusive && days.length !== 1) set(at, 'exclusiveOneDay');
    else if (!exclusive && days.length < limits.minTicketsPerWeek) set(at, 'tooFewDays');
    else if (count > limits.maxTicketsPerWeek) set(at, 'tooManyTicketsInWeek');
    else if (exclusive) {
      if (tickets.filter(isExclusive).length < limits.minCarnetBooksPerWeek) set(at, 'tooFewReturns');
    } else if (days.filter((day) => day.return && filled(day.return.type)).length < limits.minReturnsPerWeek)
      set(at, 'tooFewReturns');
    const levels = new Set(tickets.map((t) => t.level).filter((l) => l === 1 || l === 2));
    if (levels.size > 1) set(at, 'COMPENSATION_ERROR_ROUTE_LEVEL_MISMATCH');
  });
  if (level2Weeks.size > 1) set('weeks', 'COMPENSATION_ERROR_EXCEEDS_LEVEL2');
  if (claimCount > limits.maxTickets) set('weeks', 'journeysLimitReached');
}

/**
 * Every 001 §5 Compensation rule over a whole claim draft: {} when the claim may be submitted.
 * @example compensationClaimErrors({ kind: 'non-season', weeks: [] }, limits)['weeks'] // 'noTickets'
 */
export function compensationClaimErrors(d: ClaimDraft, limits: CompensationLimits): ClaimErrors {
  const errors: ClaimErrors = {};
  const set = (path: string, key: string) => {
    if (!(path in errors)) errors[path] = key;
  };
  customerErrors(d, set);
  if (d.kind === 'whitelist') {
    if (d.compensationAmount === undefined || d.compensationAmount === null) set('compensationAmount', 'required');
    else if (!Number.isInteger(d.compensationAmount) || d.compensationAmount < 1)
      set('compensationAmount', 'badAmount');
    else if (d.compensationAmount > limits.whitelistMaxAmount) set('compensationAmount', 'amountTooHigh');
    if (filled(d.photocardNumber) && (len(d.photocardNumber) < 3 || len(d.photocardNumber) > 20))
      set('photocardNumber', 'badPhotocardNumber');
  }
  if (d.kind === 'season') routeErrors(d, limits, set);
  if (d.kind === 'non-season') {
    if (!filled(d.requestInformation)) set('requestInformation', 'required');
    else if ((d.requestInformation ?? '').length > 500) set('requestInformation', 'tooLong');
    weekErrors(d, limits, set);
  }
  return errors;
}
