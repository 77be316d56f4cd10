import { describe, expect, it } from 'vitest';
import { transferStatusTone } from './transferStatusTone';

describe('transferStatusTone (001 §4)', () => {
  it('verified is success, rejected danger', () => {
    expect(transferStatusTone('verified')).toBe('success');
    expect(transferStatusTone('REJECTED')).toBe('danger');
  });
  it('every other status is info', () => {
    for (const s of ['pending', 'cancelled', '', undefined]) expect(transferStatusTone(s)).toBe('info');
  });
});
