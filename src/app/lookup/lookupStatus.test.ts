import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import lookup from '../../i18n/en-GB/lookup.json';
import type { LookupTarget } from './lookupTargets';
import { lookupStatus } from './lookupStatus';
import type { LookupGroup } from './runLookup';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en-GB',
  resources: { 'en-GB': { translation: lookup } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {}) as string;

const group = (total: number, over: Partial<LookupGroup> = {}): LookupGroup => ({
  target: { screenId: `s${total}` } as LookupTarget,
  total,
  rows: [],
  ...over,
});
const status = (groups: LookupGroup[] | undefined, closed: string[] = []) =>
  lookupStatus({ value: 'COMP100301', groups, closed, shapes: ['e-mail address (e.g. ann@example.com)'] }, t);

describe('lookupStatus', () => {
  it('counts records and groups each in its own plural form', () => {
    expect(status([group(1)])).toBe('1 record found.');
    expect(status([group(4)])).toBe('4 records found.');
    expect(status([group(2), group(1)])).toBe('3 records found in 2 groups.');
    // a failed group found nothing: not counted as a group that found records
    expect(status([group(0, { error: new Error('x') }), group(1)])).toBe('1 record found.');
    expect(status([group(0, { error: new Error('x') })])).toBe('No records found.');
    expect(status([])).toBe('Nothing found for COMP100301.');
  });

  it('a question for the detail a search needs is not "nothing found"', () => {
    expect(status([group(0, { ask: { field: 'claimRef', value: 'COMP100301', typed: 'COMP100301' } })])).toBe(
      'No records found yet: one more detail is needed.',
    );
  });

  it('says which records the level may not open, rather than "Nothing found" or "does not recognise"', () => {
    const closed = ['LOOKUP_GROUP_COMPENSATION_CLAIMS'];
    expect(status([], closed)).toBe(
      'Nothing found for COMP100301. Compensation claims are not open to your access level.',
    );
    expect(status(undefined, closed)).toBe('Compensation claims are not open to your access level.');
    expect(status(undefined, [...closed, 'LOOKUP_GROUP_DELAY_REPAY', ...closed])).toBe(
      'Compensation claims and Delay-repay claims are not open to your access level.',
    );
    expect(status(undefined)).toBe(
      'The lookup does not recognise this. It accepts: e-mail address (e.g. ann@example.com).',
    );
  });
});
