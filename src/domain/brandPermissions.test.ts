// Gate resolution per brand over the generated profiles (000 §6 default level map and brand overrides).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '../generated/types/BrandProfile';
import { checkGate } from './checkGate';
import { gateContextFor } from './gateContextFor';
import { LEVEL_NAMES, type LevelName } from './levels';

const dir = path.resolve(__dirname, '../generated/brands');
const profiles = new Map<string, BrandProfile>(
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as BrandProfile,
    ]),
);
const brand = (id: string) => {
  const profile = profiles.get(id);
  if (!profile) throw new Error(`no generated profile ${id}; run npm run generate`);
  return profile;
};
/** levels granted a permission in a brand */
const granted = (id: string, permission: string): LevelName[] =>
  LEVEL_NAMES.filter((level) => checkGate({ permission }, gateContextFor(brand(id), level)));

const ALL = ['southern', 'thameslink', 'southeastern', 'gatwick', 'ontrackretail', 'trainhugger', 'ticketyboo'];
const GOVIA = ['southern', 'thameslink', 'gatwick'];

describe('brand permissions (000 §6, 001 §6)', () => {
  it('has a resolved profile for every brand of the spec', () => {
    expect([...profiles.keys()].sort()).toEqual([...ALL].sort());
  });

  it('every named permission resolves to a gate in every brand', () => {
    for (const id of ALL) {
      for (const [name, gate] of Object.entries(brand(id).permissions))
        expect(gate, `${id}.${name}`).toBeTypeOf('object');
    }
  });

  it('canModifyStaffAccount: HQ by default, SUPERVISOR and HQ in the govia group', () => {
    for (const id of ['southeastern', 'ontrackretail', 'trainhugger', 'ticketyboo']) {
      expect(granted(id, 'canModifyStaffAccount'), id).toEqual(['HQ']);
    }
    for (const id of GOVIA) expect(granted(id, 'canModifyStaffAccount'), id).toEqual(['SUPERVISOR', 'HQ']);
  });

  it('canAddVoucher: BASIC, AGENT, SUPERVISOR, HQ with vouchers creatable; HQ only in ontrackretail; nobody without the flag', () => {
    expect(granted('southern', 'canAddVoucher')).toEqual(['BASIC', 'AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('ontrackretail', 'canAddVoucher')).toEqual(['HQ']);
    expect(brand('gatwick').flags.enableVoucherCreation).toBe(false);
    expect(granted('gatwick', 'canAddVoucher')).toEqual([]);
  });

  it('canAddFlexiPasses: SUPERVISOR and up by default, HQ only in the govia group, nobody without flexi seasons', () => {
    expect(granted('southeastern', 'canAddFlexiPasses')).toEqual(['SUPERVISOR', 'HQ']);
    expect(granted('southern', 'canAddFlexiPasses')).toEqual(['HQ']);
    expect(granted('thameslink', 'canAddFlexiPasses')).toEqual(['HQ']);
    expect(granted('trainhugger', 'canAddFlexiPasses')).toEqual([]);
  });

  it('ITSO season refund rights are lowered to BASIC in the govia group', () => {
    for (const name of [
      'canEditItsoSeasonRefundSurrenderDate',
      'canRecalculateItsoSeasonRefund',
      'canRejectItsoSeasonRefund',
    ]) {
      expect(granted('southeastern', name), name).toEqual(['SUPERVISOR', 'HQ']);
      for (const id of GOVIA) expect(granted(id, name), `${id}.${name}`).toEqual(LEVEL_NAMES);
    }
    expect(granted('southeastern', 'canCompleteItsoManualRefund')).toEqual(['AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('southern', 'canCompleteItsoManualRefund')).toEqual(LEVEL_NAMES);
  });

  it('keeps the default level map of 000 §6 where no brand overrides it', () => {
    expect(granted('trainhugger', 'canRemoveRailcard')).toEqual(['STATION_SUPERVISOR', 'AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canAddRailcard')).toEqual([
      'STATION_AGENT',
      'STATION_SUPERVISOR',
      'AGENT',
      'SUPERVISOR',
      'HQ',
    ]);
    expect(granted('trainhugger', 'canModifyCustomerName')).toEqual(['AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canModifyCustomerEmail')).toEqual(['SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canTransferSmartcard')).toEqual(['SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canUseRequestRemoveCustomerAccount')).toEqual(['HQ']);
    expect(granted('trainhugger', 'canImmediatelyUnlockAccount')).toEqual(['HQ']);
    expect(granted('trainhugger', 'canRefundPlusBus')).toEqual(['AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canRefundWhatCustomerCant')).toEqual([
      'STATION_AGENT',
      'STATION_SUPERVISOR',
      'AGENT',
      'SUPERVISOR',
      'HQ',
    ]);
    expect(granted('trainhugger', 'canEditVoucher')).toEqual(['AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('trainhugger', 'canReviewVoucher')).toEqual(['SUPERVISOR', 'HQ']);
  });

  it('the south-east operator has its own set', () => {
    expect(granted('southeastern', 'canModifyCustomerEmail')).toEqual(['AGENT', 'SUPERVISOR', 'HQ']);
    expect(granted('southeastern', 'canRefundPlusBus')).toEqual(['SUPERVISOR', 'HQ']);
    expect(granted('southeastern', 'canImmediatelyUnlockAccount')).toEqual(['SUPERVISOR', 'HQ']);
    expect(brand('southeastern').flags.enableStationLevels).toBe(true);
  });

  it('canAmendFlexiRefundCount exists in one brand only', () => {
    const withIt = ALL.filter((id) => granted(id, 'canAmendFlexiRefundCount').length > 0);
    expect(withIt).toEqual(['southern']);
  });

  it('admin fee: £10 by default, £5 for some brands, £0 for one; reason 13 with fee £10 for one brand', () => {
    const fees = Object.fromEntries(ALL.map((id) => [id, brand(id).config.defaultAdminFee]));
    expect(fees).toEqual({
      southern: 1000,
      thameslink: 1000,
      southeastern: 500,
      gatwick: 500,
      ontrackretail: 1000,
      trainhugger: 0,
      ticketyboo: 1000,
    });
    const withReason13 = ALL.filter((id) => '13' in brand(id).config.refundReasons);
    expect(withReason13).toEqual(['gatwick']);
    expect(brand('gatwick').config.refundReasons['13']).toMatchObject({ code: 13, fee: 1000 });
    expect(brand('gatwick').config.replacementReasons).not.toContain('stolen');
    expect(brand('southern').config.replacementReasons).toContain('stolen');
  });

  it('brands genuinely differ in features', () => {
    const without = (flag: keyof BrandProfile['flags']) => ALL.filter((id) => !brand(id).flags[flag]);
    expect(without('enableIsrnSearch')).toEqual(['gatwick', 'ontrackretail', 'trainhugger']);
    expect(without('enableEvouchers')).toEqual(['gatwick', 'ticketyboo']);
  });
});
