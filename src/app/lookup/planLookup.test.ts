import { describe, expect, it } from 'vitest';
import { gateContextFor } from '../../domain/gateContextFor';
import type { BrandProfile } from '../../generated/types/BrandProfile';
import southernJson from '../../generated/brands/southern.json';
import trainhuggerJson from '../../generated/brands/trainhugger.json';
import { closedLookupTargets, lookupTargets } from './lookupTargets';
import { acceptedShapes, fitsPattern, planLookup } from './planLookup';

const southern = southernJson as unknown as BrandProfile;
const trainhugger = trainhuggerJson as unknown as BrandProfile;
const targetsOf = (profile: BrandProfile, level: Parameters<typeof gateContextFor>[1]) =>
  lookupTargets(gateContextFor(profile, level), profile.config as unknown as Record<string, unknown>);
const plan = (input: string, targets = targetsOf(southern, 'AGENT')) =>
  planLookup(input, targets)
    .map((p) => `${p.target.screenId}.${p.field}=${p.value}`)
    .sort();

describe('planLookup: which declared searches an identifier calls for', () => {
  it('a smartcard number with spaces or dashes fills the ISRN filters with its 18 digits', () => {
    const expected = [
      'searchCustomers.isrn=633597000091003001',
      'searchDelayRepay.smartcardNumber=633597000091003001',
      'searchOrders.isrn=633597000091003001',
    ];
    expect(plan('633597 0000 9100 3001')).toEqual(expected);
    expect(plan(' 633597-0000-9100-3001 ')).toEqual(expected);
    // not 6-4-4-4: no ISRN
    expect(plan('63359 70000 9100 3001')).toEqual([]);
  });

  it('an e-mail goes to every screen that filters by e-mail the level may open', () => {
    expect(plan('Ann@Example.com')).toEqual([
      'searchCustomers.email=Ann@Example.com',
      'searchDelayRepay.email=Ann@Example.com',
      'searchOrders.email=Ann@Example.com',
      'searchRailcards.email=Ann@Example.com',
    ]);
    // staff users: HQ (and SUPERVISOR in govia brands)
    expect(plan('ann@example.com', targetsOf(southern, 'HQ'))).toContain('searchUsers.email=ann@example.com');
  });

  it('a postcode is normalised as the postcode package writes it', () => {
    expect(plan('bn1 1aa')).toEqual([
      'searchCustomers.postcode=BN1 1AA',
      'searchDelayRepay.postcode=BN1 1AA',
      'searchOrders.postcode=BN1 1AA',
    ]);
    // without its space it is also a possible reference of letters and digits: those searches go out too
    expect(plan('bn11aa')).toEqual(
      expect.arrayContaining(['searchOrders.postcode=BN1 1AA', 'searchOrders.collectionReference=bn11aa']),
    );
  });

  it('digits are an order id and a customer id; COMP and DR references go to their claim screens', () => {
    expect(plan('90003001')).toEqual(['account.id=90003001', 'searchOrders.id=90003001']);
    expect(plan('COMP100301')).toContain('searchCompensationClaims.claimRef=COMP100301');
    expect(plan('DRSO000301')).toContain('searchDelayRepay.claimRef=DRSO000301');
    expect(plan('CR-00000301')).toEqual(['compensationClaim.id=CR-00000301']);
  });

  it('BASIC gets no claim or delay-repay lookups (their screens need AGENT)', () => {
    const basic = targetsOf(southern, 'BASIC');
    expect(basic.map((t) => t.screenId)).not.toEqual(
      expect.arrayContaining(['searchDelayRepay', 'searchCompensationClaims', 'compensationClaim']),
    );
    expect(plan('CR-00000301', basic)).toEqual([]);
    expect(plan('DRSO000301', basic).some((p) => p.includes('DelayRepay'))).toBe(false);
  });

  it('a brand without compensation, delay repay or ISRN search offers none of their lookups', () => {
    const targets = targetsOf(trainhugger, 'HQ');
    const screens = targets.map((t) => t.screenId);
    expect(screens).not.toContain('searchCompensationClaims');
    expect(screens).not.toContain('searchDelayRepay');
    // enableIsrnSearch is off: the ISRN and railcard-number filters are hidden, so not filled
    expect(plan('633597 0000 9100 3001', targets)).toEqual([]);
    expect(acceptedShapes(targets).map((s) => s.label)).not.toContain('LOOKUP_COMPENSATION_CLAIM_REF');
  });

  it('lists every accepted shape once, with an example', () => {
    const shapes = acceptedShapes(targetsOf(southern, 'AGENT'));
    const labels = shapes.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(expect.arrayContaining(['LOOKUP_FORMAT_EMAIL', 'LOOKUP_FORMAT_ISRN', 'LOOKUP_UTN']));
    for (const shape of shapes) expect(plan(shape.example).length, shape.label).toBeGreaterThan(0);
  });
});

describe('planLookup: identifiers as people give them (issue 32)', () => {
  it('a compensation claim reference alone sends nothing and asks for a detail; with an e-mail or postcode both go out', () => {
    const targets = targetsOf(southern, 'AGENT');
    const claims = (input: string) =>
      planLookup(input, targets).filter((p) => p.target.screenId === 'searchCompensationClaims');
    expect(claims('COMP100301')).toEqual([
      expect.objectContaining({ field: 'claimRef', value: 'COMP100301', ask: { typed: 'COMP100301' } }),
    ]);
    expect(claims('COMP100301 claimant0301.southern@example.com')).toEqual([
      expect.objectContaining({
        field: 'claimRef',
        value: 'COMP100301',
        with: { field: 'email', value: 'claimant0301.southern@example.com' },
      }),
    ]);
    // the detail before the reference, a postcode with its space
    expect(claims('bn1 1aa comp100301').map((p) => [p.value, p.with])).toEqual([
      ['comp100301', { field: 'postcode', value: 'BN1 1AA' }],
    ]);
    // a detail half typed keeps the question, with the reference as typed
    expect(claims('COMP100301 claimant03').map((p) => p.ask)).toEqual([{ typed: 'COMP100301' }]);
    // the other screens are not asked with the pair
    expect(planLookup('COMP100301 claimant0301.southern@example.com', targets).map((p) => p.target.screenId)).toEqual([
      'searchCompensationClaims',
    ]);
  });

  it("the claim search's scheme is the brand's current one, not a fixed value", () => {
    const claimsTarget = (config: Record<string, unknown>) =>
      lookupTargets(gateContextFor(southern, 'AGENT'), config).find((t) => t.screenId === 'searchCompensationClaims');
    const config = southern.config as unknown as Record<string, unknown>;
    expect(claimsTarget(config)?.query).toEqual({ scheme: 'COMP2018' });
    expect(claimsTarget({ ...config, compensationCurrentScheme: 'COMP2017' })?.query).toEqual({ scheme: 'COMP2017' });
  });

  it('a delay-repay reference in lower case is sent in capitals', () => {
    expect(plan('drso000301')).toContain('searchDelayRepay.claimRef=DRSO000301');
    expect(plan('DRso000301')).toContain('searchDelayRepay.claimRef=DRSO000301');
  });

  it('a UTN read out in groups with spaces or dashes fills the UTN filters in capitals', () => {
    const expected = ['searchDelayRepay.utn=4F2A9C01B7D', 'searchOrders.utn=4F2A9C01B7D'];
    expect(plan('4f2a 9c01 b7d').filter((p) => p.includes('.utn='))).toEqual(expected);
    expect(plan('4F2A9-C01B7D').filter((p) => p.includes('.utn='))).toEqual(expected);
    expect(plan('4F2A9C01B7D').filter((p) => p.includes('.utn='))).toEqual(expected);
    // two words of 11 letters are not a ticket number; 12 characters are not either
    expect(plan('Mary Johnson').filter((p) => p.includes('.utn='))).toEqual([]);
    expect(plan('4F2A 9C01 B7DE').filter((p) => p.includes('.utn='))).toEqual([]);
  });

  it('BASIC is told which records an identifier names that its level may not open (by their own patterns)', () => {
    const closed = closedLookupTargets(
      gateContextFor(southern, 'BASIC'),
      southern.config as unknown as Record<string, unknown>,
    );
    const groups = (input: string) => [...new Set(fitsPattern(input, closed).map((t) => t.group))];
    expect(groups('COMP100301')).toEqual(['LOOKUP_GROUP_COMPENSATION_CLAIMS']);
    expect(groups('CR-00000301')).toEqual(['LOOKUP_GROUP_COMPENSATION_CLAIMS']);
    expect(groups('drso000301')).toEqual(['LOOKUP_GROUP_DELAY_REPAY']);
    // an e-mail could be anyone's: not said
    expect(groups('ann@example.com')).toEqual([]);
    // a brand without compensation has nothing closed to say about it
    const none = closedLookupTargets(
      gateContextFor(trainhugger, 'BASIC'),
      trainhugger.config as unknown as Record<string, unknown>,
    );
    expect(fitsPattern('COMP100301', none).map((t) => t.group)).not.toContain('LOOKUP_GROUP_COMPENSATION_CLAIMS');
  });
});
