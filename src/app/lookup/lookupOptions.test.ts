import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/en-GB/common.json';
import lookup from '../../i18n/en-GB/lookup.json';
import { firstActive, lookupOptionGroups } from './lookupOptions';
import type { LookupTarget } from './lookupTargets';
import type { LookupGroup } from './runLookup';

// the English texts the box shows, plural forms included
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en-GB',
  resources: {
    'en-GB': {
      translation: {
        ...common,
        ...lookup,
        THINGS: 'Things',
        CLAIMS: 'Claims',
        CLAIM_SEARCH: 'Claim search',
        CLAIMS_ERROR: 'Claims could not be searched.',
      },
    },
  },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {}) as string;

const target = (over: Partial<LookupTarget>): LookupTarget => ({
  screenId: 'searchThings',
  group: 'THINGS',
  kind: 'search',
  call: 'searchThings',
  route: '/search-things',
  title: 'THINGS',
  by: [],
  query: {},
  open: '/things/{id}',
  show: [{ field: 'id', label: 'ID' }],
  ...over,
});
const claims = target({
  screenId: 'searchClaims',
  group: 'CLAIMS',
  title: 'CLAIM_SEARCH',
  error: 'CLAIMS_ERROR',
  needsOneOf: [
    { field: 'email', format: 'email' },
    { field: 'postcode', format: 'ukPostcode' },
  ],
});
const refusal = Object.assign(new Error('400'), {
  status: 400,
  errors: [{ code: '1000', message: 'Enter at least 2 search filters besides the scheme', fields: ['filters'] }],
});
const things: LookupGroup = { target: target({}), total: 1, rows: [{ href: '/things/4', record: { id: 4 } }] };

describe('lookupOptionGroups and firstActive', () => {
  it('Enter opens the first record even when a failed group is listed before it', () => {
    const failed: LookupGroup = {
      target: claims,
      total: 0,
      rows: [],
      error: refusal,
      refused: true,
      searchHref: '/claims?x=1',
    };
    const options = lookupOptionGroups([failed, things], t).flatMap((g) => g.options);
    expect(options.map((o) => o.kind)).toEqual(['failed', 'record']);
    expect(firstActive(options)).toBe(1);
    // without a record, the first row that leads somewhere
    expect(firstActive(lookupOptionGroups([failed], t).flatMap((g) => g.options))).toBe(0);
  });

  it("a refusal reads the server's words without codes or field names; other failures the screen's text and 000 §8's", () => {
    const refused: LookupGroup = {
      target: claims,
      total: 0,
      rows: [],
      error: refusal,
      refused: true,
      searchHref: '/claims',
    };
    const [group] = lookupOptionGroups([refused], t);
    expect(group.label).toBe('Claims');
    expect(group.options[0]).toMatchObject({
      text: 'This search was not accepted: Enter at least 2 search filters besides the scheme.',
      after: 'Continue in Claim search',
    });
    expect(group.options[0].text).not.toMatch(/1000|filters\)/);
    const down = Object.assign(new Error('502'), { status: 502, errors: [{ code: 'X1', message: 'gateway' }] });
    const [failed] = lookupOptionGroups([{ target: claims, total: 0, rows: [], error: down }], t);
    expect(failed.options[0].text).toBe('Claims could not be searched. Server error. Please try again later.');
  });

  it('a group that needs a second filter asks for it in words, keeps the identifier as typed, and offers its search', () => {
    const asking: LookupGroup = {
      target: claims,
      total: 0,
      rows: [],
      ask: { field: 'claimRef', value: 'COMP100301', typed: 'comp100301' },
      searchHref: '/claims?scheme=COMP2018&claimRef=COMP100301',
    };
    const [group] = lookupOptionGroups([asking], t);
    expect(group.label).toBe('Claims');
    expect(group.options).toEqual([
      {
        id: 'searchClaims-ask',
        kind: 'ask',
        fill: 'comp100301 ',
        text: "To find COMP100301, type the customer's e-mail address or UK postcode after it.",
      },
      {
        id: 'searchClaims-continue',
        kind: 'continue',
        href: '/claims?scheme=COMP2018&claimRef=COMP100301',
        text: 'Continue in Claim search',
      },
    ]);
    expect(firstActive(group.options)).toBe(0);
  });
});
