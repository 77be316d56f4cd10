import { describe, expect, it } from 'vitest';
import {
  canAddPayment,
  canAmend,
  canProcess,
  canReject,
  canResendEmail,
  compensationToolbar,
  isCurrentClaim,
  isWhitelistable,
  type ClaimForChecks,
} from './compensationClaimChecks';

const STATES = ['season-new', 'approved', 'confirmed', 'rejected', 'complete'] as const;
const claim = (
  type: ClaimForChecks['type'],
  claimState: string,
  whitelisted = type === 'whitelist',
): ClaimForChecks => ({ type, claimState, whitelisted, schemeName: 'COMP2018' });

// 001 §4: expected answer of each check per state, for whitelisted and for manual claims.
const TABLE: Record<string, { whitelisted: string[]; manualSeason: string[]; nonSeason: string[] }> = {
  canResendEmail: { whitelisted: ['season-new'], manualSeason: [], nonSeason: [] },
  canAmend: { whitelisted: ['season-new'], manualSeason: ['rejected'], nonSeason: ['rejected'] },
  canAddPayment: {
    whitelisted: ['approved', 'complete'],
    manualSeason: ['approved', 'complete'],
    nonSeason: ['approved', 'complete'],
  },
  canProcess: { whitelisted: ['season-new'], manualSeason: [], nonSeason: [] },
  canReject: { whitelisted: ['season-new'], manualSeason: ['season-new'], nonSeason: ['season-new'] },
  isWhitelistable: { whitelisted: [], manualSeason: ['rejected'], nonSeason: [] },
};
const FN = { canResendEmail, canAmend, canAddPayment, canProcess, canReject, isWhitelistable };

describe('compensation availability checks (001 §4)', () => {
  for (const [name, expected] of Object.entries(TABLE)) {
    it.each(STATES)(`${name} when %s`, (state) => {
      const fn = FN[name as keyof typeof FN];
      expect(fn(claim('whitelist', state))).toBe(expected.whitelisted.includes(state));
      expect(fn(claim('season', state, true))).toBe(expected.whitelisted.includes(state) && name !== 'isWhitelistable');
      expect(fn(claim('season', state))).toBe(expected.manualSeason.includes(state));
      expect(fn(claim('non-season', state))).toBe(expected.nonSeason.includes(state));
    });
  }

  it('isCurrentClaim compares the scheme', () => {
    expect(isCurrentClaim(claim('season', 'approved'), 'COMP2018')).toBe(true);
    expect(isCurrentClaim({ ...claim('season', 'approved'), schemeName: 'COMP2017' }, 'COMP2018')).toBe(false);
  });
});

// 001 §6 toolbars by level: AGENT and HQ permissions of brands/_defaults.yaml
const HQ_ONLY = new Set([
  'canAmendWhitelistClaim',
  'canAddClaimPayment',
  'canRejectWhitelistClaim',
  'canRejectManualClaim',
  'canAddToWhitelist',
]);
const agent = (p: string) => !HQ_ONLY.has(p);
const hq = () => true;
const basic = (p: string) => p === 'canResendClaimEmail';

describe('compensationToolbar (001 §6)', () => {
  it.each([
    ['whitelist season-new, HQ', claim('whitelist', 'season-new'), hq, ['resendEmail', 'amend', 'process', 'reject']],
    ['whitelist season-new, AGENT', claim('whitelist', 'season-new'), agent, ['resendEmail', 'process']],
    ['whitelist season-new, BASIC (resend is for all users)', claim('whitelist', 'season-new'), basic, ['resendEmail']],
    ['whitelist approved, HQ', claim('whitelist', 'approved'), hq, ['addPayment']],
    ['whitelist approved, AGENT', claim('whitelist', 'approved'), agent, []],
    ['season rejected, HQ', claim('season', 'rejected'), hq, ['amend', 'addToWhitelist']],
    ['season rejected, AGENT', claim('season', 'rejected'), agent, ['amend']],
    ['season season-new, HQ', claim('season', 'season-new'), hq, ['reject']],
    ['season complete, HQ', claim('season', 'complete'), hq, ['addPayment']],
    ['non-season rejected, HQ', claim('non-season', 'rejected'), hq, ['amend']],
    ['non-season approved, AGENT', claim('non-season', 'approved'), agent, []],
    ['old scheme shows nothing', { ...claim('whitelist', 'season-new'), schemeName: 'COMP2017' }, hq, []],
  ] as const)('%s', (_name, c, allowed, actions) => {
    expect(compensationToolbar(c, 'COMP2018', allowed)).toEqual(actions);
  });
});
