// 000 §6 "Default level map": the ten entries no other test pinned, read from brands/_defaults.yaml (flags at
// their defaults) through the same checkGate every screen and the server use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '../generated/types/BrandProfile';
import { checkGate } from './checkGate';
import { gateContextFor } from './gateContextFor';
import { LEVEL_NAMES, type LevelName } from './levels';

const defaults = parse(readFileSync(path.resolve(__dirname, '../../brands/_defaults.yaml'), 'utf8')) as Pick<
  BrandProfile,
  'flags' | 'permissions'
>;
const profile = { flags: defaults.flags, permissions: defaults.permissions, userOverrides: {} };
const granted = (permission: string): LevelName[] =>
  LEVEL_NAMES.filter((level) => checkGate({ permission }, gateContextFor(profile, level)));

const FROM_STATION_AGENT: LevelName[] = ['STATION_AGENT', 'STATION_SUPERVISOR', 'AGENT', 'SUPERVISOR', 'HQ'];

describe('000 §6 default level map', () => {
  it.each<[string, LevelName[]]>([
    ['canApproveRailcard', FROM_STATION_AGENT], // Railcards: approve STATION_AGENT
    ['canRefundItsoSeason', [...LEVEL_NAMES]], // Refunds: refund ITSO season BASIC
    ['canRefundPaperSeason', FROM_STATION_AGENT], // refund paper season STATION_AGENT
    ['canRefundNonSeason', FROM_STATION_AGENT], // non-season STATION_AGENT
    ['canModifyMarketingPreferences', ['AGENT', 'SUPERVISOR', 'HQ']], // Customer edits: marketing preferences
    ['canModifyCustomerAddress', ['AGENT', 'SUPERVISOR', 'HQ']], // address
    ['canModifyCustomerDOB', ['AGENT', 'SUPERVISOR', 'HQ']], // DOB
    ['canRemoveCustomerAccount', ['SUPERVISOR', 'HQ']], // Account administration: remove account
    ['canRequestSmartcardReplacement', FROM_STATION_AGENT], // Smartcard: request replacement STATION_AGENT
    ['canHotlistByReference', ['SUPERVISOR', 'HQ']], // hotlist by reference SUPERVISOR, HQ
  ])('%s is granted to %j', (permission, levels) => {
    expect(
      (defaults.permissions as unknown as Record<string, unknown>)[permission],
      `${permission} is declared in _defaults.yaml`,
    ).toBeTypeOf('object');
    expect(granted(permission)).toEqual(levels);
  });
});
