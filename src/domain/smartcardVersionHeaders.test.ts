import { describe, expect, it } from 'vitest';
import { smartcardVersionHeaders } from './smartcardVersionHeaders';

describe('smartcardVersionHeaders (001 §7)', () => {
  it('asks for the smartcard API version 2 only where the brand has enableSmartcardV2', () => {
    expect(smartcardVersionHeaders({ enableSmartcardV2: true })).toEqual({ 'X-Smartcard-Version': '2' });
    expect(smartcardVersionHeaders({ enableSmartcardV2: false })).toEqual({});
    expect(smartcardVersionHeaders(undefined)).toEqual({});
  });
});
