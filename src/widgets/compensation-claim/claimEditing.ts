// Pure helpers of the claim accordion: immutable edits of a claim draft by path, which section a rule's path belongs
// to, which error paths are shown (touched or submitted), and the fields a ticket type asks for. The rules themselves
// are src/domain (compensationClaimErrors, dayReturnTicket, addDayBlocked).
import type { ClaimDraft } from '../../domain/compensationClaimErrors';
import type { TicketTypeRule } from '../../domain/compensationReference';

export type Path = ReadonlyArray<string | number>;
export type SectionId = 'customer' | 'address' | 'season' | 'nonSeason' | 'information' | 'amount' | 'overrides';

/** `value` at `path` in `target`, copying only the containers on the way (undefined deletes the key). */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const container: any = Array.isArray(target) ? [...target] : { ...(target as object) };
  const next = setIn(container[head as any], rest, value);
  if (next === undefined && !Array.isArray(container)) delete container[head as any];
  else container[head as any] = next;
  return container;
}

export function getIn(target: unknown, path: Path): unknown {
  return path.reduce<any>((v, k) => (v === undefined || v === null ? undefined : v[k as any]), target);
}

/** A list without its item at `index`. */
export const without = <T>(list: readonly T[] | undefined, index: number): T[] =>
  (list ?? []).filter((_, i) => i !== index);

/** The accordion section a rule's dotted path is shown in. */
export function sectionOf(path: string): SectionId {
  if (path.startsWith('customer.address')) return 'address';
  if (path.startsWith('customer')) return 'customer';
  if (path.startsWith('routes')) return 'season';
  if (path.startsWith('weeks')) return 'nonSeason';
  if (path.startsWith('requestInformation')) return 'information';
  if (path.startsWith('compensationAmount') || path.startsWith('photocardNumber')) return 'amount';
  return 'overrides';
}

/** Whether the error at `path` is shown: after a submit, or once the user touched it or something inside its group. */
export function errorShown(path: string, touched: ReadonlySet<string>, submitted: boolean): boolean {
  if (submitted || touched.has(path)) return true;
  const prefix = `${path}.`;
  for (const t of touched) if (t.startsWith(prefix)) return true;
  return false;
}

/** Error keys of the direct fields of the group at `base` ('weeks.0.days.1.outward' → { number: 'required' }). */
export function fieldKeysAt(errors: Record<string, string>, base: string): Record<string, string> {
  const prefix = `${base}.`;
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    if (path.startsWith(prefix) && !path.slice(prefix.length).includes('.')) out[path.slice(prefix.length)] = key;
  }
  return out;
}

const fieldLists = new Map<string, string[]>();

/**
 * The form fields a ticket of this type asks for, in a stable array per combination (so memoised field groups do not
 * render again): always the type (and the journey of a day ticket), then the type's fields of compensationReference.
 */
export function ticketFields(
  rule: TicketTypeRule | undefined,
  ticket: { duration?: string; purchaseLocation?: string } | undefined,
  journey: boolean,
): string[] {
  const fields = ['type', ...(journey ? ['origin', 'destination'] : [])];
  for (const f of rule?.fields ?? []) {
    if (f === 'purchase') {
      fields.push('purchaseLocation');
      if (ticket?.purchaseLocation === 'ticket-office') fields.push('purchaseStation');
      if (ticket?.purchaseLocation === 'other') fields.push('purchaseOther');
    } else if (f === 'evidence') fields.push('evidenceType', 'previousUpload', 'evidenceComments');
    else if (f === 'duration') {
      if (rule?.fixedDuration) continue;
      fields.push('duration');
      if (ticket?.duration === 'other') fields.push('months', 'days');
    } else fields.push(f);
  }
  const key = fields.join(',');
  let stable = fieldLists.get(key);
  if (!stable) fieldLists.set(key, (stable = fields));
  return stable;
}

const requiredLists = new Map<string, string[]>();

/**
 * The fields of a ticket the domain's rules require for its type (001 §5: type, journey, place of purchase, evidence
 * … as compensationReference asks), to be marked as required: the fields an empty ticket of that type would be told
 * 'required' for. Stable arrays per combination, as ticketFields.
 */
export function ticketRequired(shown: readonly string[], errorsOfEmpty: Record<string, string>): string[] {
  const fields = shown.filter((f) => errorsOfEmpty[f] === 'required' || f === 'type');
  const key = fields.join(',');
  let stable = requiredLists.get(key);
  if (!stable) requiredLists.set(key, (stable = fields));
  return stable;
}

/** Every photocard number of a draft (validate-customer checks them against the whitelist). */
export function draftPhotocards(draft: ClaimDraft): string[] {
  const numbers = [
    ...(draft.routes ?? []).flatMap((r) => (r.tickets ?? []).map((t) => t.photocardNumber)),
    ...(draft.weeks ?? []).flatMap((w) =>
      (w.days ?? []).flatMap((d) => [d.outward?.photocardNumber, d.return?.photocardNumber]),
    ),
  ];
  return [...new Set(numbers.map((n) => n?.trim()).filter((n): n is string => !!n))].slice(0, 20);
}

const clean = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as object)) {
      const c = clean(v);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
};

/** The draft of a claim detail (001 §2 amend): the record's customer, tickets and overrides, without nulls. */
export function draftOfClaim(claim: any): ClaimDraft {
  const c = claim?.customer ?? {};
  const a = c.address ?? {};
  return clean({
    kind: claim.type,
    customer: {
      title: c.title,
      firstNames: c.firstNames,
      surname: c.surname,
      email: c.email,
      phoneNumber: c.phoneNumber,
      address: {
        line1: a.line1,
        line2: a.line2,
        line3: a.line3,
        town: a.town,
        postcode: a.postcode,
        country: a.country,
      },
    },
    routes: claim.type === 'season' ? (claim.routes ?? []) : undefined,
    weeks: claim.type === 'non-season' ? (claim.weeks ?? []) : undefined,
    requestInformation: claim.requestInformation,
    bypassEmailCheck: claim.bypassEmailCheck || undefined,
    bypassCustomerCheck: claim.bypassCustomerCheck || undefined,
  }) as ClaimDraft;
}

/** The body sent: the draft without what the server decides itself (levels) or ignores. */
export function claimBody(draft: ClaimDraft): ClaimDraft {
  const strip = (j: any) => {
    if (!j) return j;
    const { level: _l, ambiguous: _a, ...rest } = j;
    return rest;
  };
  const body = clean({
    ...draft,
    routes: draft.routes?.map((r) => ({ ...strip(r), tickets: r.tickets ?? [] })),
    weeks: draft.weeks?.map((w) => ({
      ...w,
      days: (w.days ?? []).map((d) => ({ ...d, outward: strip(d.outward), return: strip(d.return) })),
    })),
  }) as ClaimDraft;
  if (body.bypassEmailCheck) delete body.customer?.email;
  if (body.bypassCustomerCheck) delete body.customer?.address?.line3;
  return body;
}
