// 001 §5 Smartcard and accounts: the rules of the smartcard forms (schemas/forms/smartcards), checked with the
// server's validator — the same schemas the console's precompiled validators come from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors';
import { compileValidator } from '../../server/validation';

const form = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/forms/smartcards/${name}.schema.json`, import.meta.url), 'utf8'));

/** The fields a value breaks (empty when valid). */
function broken(name: string) {
  const validate = compileValidator(form(name), false);
  return (value: unknown): string[] => {
    try {
      validate(structuredClone(value));
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return [...new Set(error.errors.flatMap((e) => e.fields ?? []))].sort();
    }
  };
}

describe('replaceSmartcard form', () => {
  const check = broken('replaceSmartcard');
  const postal = { type: 'POSTAL', reason: 'lost', declaration: true };
  it('needs a reason and the declaration', () => {
    expect(check(postal)).toEqual([]);
    expect(check({ type: 'POSTAL' })).toEqual(['declaration', 'reason']);
    expect(check({ ...postal, declaration: false })).toEqual(['declaration']);
    expect(check({ ...postal, reason: 'misplaced' })).toEqual(['reason']);
  });
  it('needs names of 1–50 for a change of name', () => {
    expect(check({ ...postal, reason: 'change-of-name' })).toEqual(['firstNames', 'surname']);
    expect(check({ ...postal, reason: 'change-of-name', firstNames: 'A', surname: 'B' })).toEqual([]);
    expect(check({ ...postal, reason: 'change-of-name', firstNames: 'A'.repeat(51), surname: ' ' })).toEqual([
      'firstNames',
      'surname',
    ]);
  });
  it('needs a 6-4-4-4 smartcard number in person and an address when changing it', () => {
    expect(check({ ...postal, type: 'IN_PERSON' })).toEqual(['smartcardNumber']);
    expect(check({ ...postal, type: 'IN_PERSON', smartcardNumber: '633597-0000-0000-0001' })).toEqual([]);
    expect(check({ ...postal, type: 'IN_PERSON', smartcardNumber: '633597-000-0000-00001' })).toEqual([
      'smartcardNumber',
    ]);
    expect(check({ ...postal, changeAddress: true })).toEqual(['line1', 'postCode', 'town']);
  });
});

describe('registerCustomer form', () => {
  const check = broken('registerCustomer');
  const ok = {
    title: 'Mr',
    firstNames: "Jean-Luc O'Brien",
    surname: 'Smith, Jr.',
    email: 'jl@example.com',
    address: { line1: '1 Road', town: 'Hove', postCode: 'BN3 1AA' },
    isrn: '633597-0000-0000-0001',
    preferences: { correct: true, isOver16: true },
  };
  it('accepts a complete registration', () => expect(check(ok)).toEqual([]));
  it('needs the smartcard number (001 §5 required for registration), 6-4-4-4', () => {
    const { isrn: _isrn, ...cardless } = ok;
    expect(check(cardless)).toEqual(['isrn']);
    expect(check({ ...ok, isrn: '633597-000-0000-00001' })).toEqual(['isrn']);
  });
  it('needs a title and names of 2–50 letters, space, comma, period, apostrophe, hyphen', () => {
    expect(check({ ...ok, title: 'Sir' })).toEqual(['title']);
    expect(check({ ...ok, firstNames: 'J' })).toEqual(['firstNames']);
    expect(check({ ...ok, surname: 'Smith2' })).toEqual(['surname']);
    expect(check({ ...ok, surname: 'S'.repeat(51) })).toEqual(['surname']);
    expect(check({ ...ok, firstNames: 'Zoë Ångström' })).toEqual([]);
  });
  it('needs a valid e-mail of at most 255 characters', () => {
    expect(check({ ...ok, email: 'not-an-email' })).toEqual(['email']);
    expect(
      check({ ...ok, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` }),
    ).toEqual(['email']);
  });
  it('needs line1 2–50, lines 2–3 ≤ 50, town 2–50, postcode 5–9', () => {
    const at = (address: Record<string, string>) => check({ ...ok, address: { ...ok.address, ...address } });
    expect(at({ line1: '1' })).toEqual(['address.line1']);
    expect(at({ line2: 'x'.repeat(51), line3: 'y'.repeat(51) })).toEqual(['address.line2', 'address.line3']);
    expect(at({ town: 'H' })).toEqual(['address.town']);
    expect(at({ postCode: 'BN3' })).toEqual(['address.postCode']);
    expect(at({ postCode: 'BN3 1AA XX' })).toEqual(['address.postCode']);
  });
  it('needs both checkboxes ticked', () => {
    expect(check({ ...ok, preferences: { correct: true, isOver16: false } })).toEqual(['preferences.isOver16']);
    expect(check({ ...ok, preferences: { correct: false, isOver16: true } })).toEqual(['preferences.correct']);
  });
});

describe('smartcardAddress form', () => {
  const check = broken('smartcardAddress');
  const ok = { line1: '1 Road', town: 'Hove', postCode: 'BN3 1AA', country: 'GBR' };
  it('checks line1 1–50, town 2–50 and the UK postcode only for GBR', () => {
    expect(check(ok)).toEqual([]);
    expect(check({ ...ok, line1: '' })).toEqual(['line1']);
    expect(check({ ...ok, town: 'H' })).toEqual(['town']);
    expect(check({ ...ok, postCode: '75001' })).toEqual(['postCode']);
    expect(check({ ...ok, postCode: '75001', country: 'FRA' })).toEqual([]);
  });
});

describe('changeAccountName, approval and decision forms', () => {
  it('needs a title and, with an e-mail, its retype', () => {
    const check = broken('changeAccountName');
    expect(check({ title: 'Ms', firstNames: 'A', surname: 'B' })).toEqual([]);
    expect(check({ firstNames: 'A', surname: 'B' })).toEqual(['title']);
    expect(check({ title: 'Ms', firstNames: 'A', surname: 'B', email: 'a@example.com' })).toEqual(['confirmEmail']);
  });
  it('limits reasons and notes to 300 characters and needs a reject reason', () => {
    expect(broken('approvalReject')({ reason: 'x'.repeat(301) })).toEqual(['reason']);
    expect(broken('approvalReject')({ reason: '  ' })).toEqual(['reason']);
    expect(broken('approvalUpdate')({ notes: 'x'.repeat(301) })).toEqual(['notes']);
    expect(broken('decisionStatus')({ status: 'rejected' })).toEqual(['reason']);
    expect(broken('decisionStatus')({ status: 'verified' })).toEqual([]);
    expect(broken('decisionStatus')({ status: 'approved' })).toEqual(['status']);
  });
});
