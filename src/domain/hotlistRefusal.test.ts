import { describe, expect, it } from 'vitest';
import { hotlistRefusal } from './hotlistRefusal';

const product = { status: 'ACTIVE', isHotlisted: false, validTo: '2026-06-30' };

describe('hotlistRefusal', () => {
  it('allows an active product in validity, up to its last day', () => {
    expect(hotlistRefusal(product, '2026-06-30')).toBeNull();
    expect(hotlistRefusal({ ...product, validTo: null }, '2030-01-01')).toBeNull();
  });
  it('refuses cancelling, hotlisted and expired products', () => {
    expect(hotlistRefusal({ ...product, status: 'CANCELLING' }, '2026-06-01')).toBe('CANCELLING');
    expect(hotlistRefusal({ ...product, isHotlisted: true }, '2026-06-01')).toBe('ALREADY_HOTLISTED');
    expect(hotlistRefusal(product, '2026-07-01')).toBe('EXPIRED');
  });
});
