import { describe, expect, it } from 'vitest';
import { actionKey, humaniseCallId } from './actionLabel';

describe('audit action labels', () => {
  it('names the text key of a call id', () => {
    expect(actionKey('changeStaffAccessLevel')).toBe('AUDIT_ACTION_CHANGE_STAFF_ACCESS_LEVEL');
    expect(actionKey('confirmSecondFactor')).toBe('AUDIT_ACTION_CONFIRM_SECOND_FACTOR');
  });
  it('spells out call ids without a text', () => {
    expect(humaniseCallId('acceptVoucher')).toBe('Accept voucher');
    expect(humaniseCallId('removeRailcard2')).toBe('Remove railcard2');
  });
});
