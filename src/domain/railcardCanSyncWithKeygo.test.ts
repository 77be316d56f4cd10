import { describe, expect, it } from 'vitest';
import { railcardCanSyncWithKeygo } from './railcardCanSyncWithKeygo';

const filters = { KEYGO: { keep: ['YNG', 'SRN'], exclude: ['FAM'] } };

describe('railcardCanSyncWithKeygo', () => {
  it('allows a type the KEYGO filter keeps when the brand runs KeyGo', () => {
    expect(railcardCanSyncWithKeygo('YNG', { enableKeyGo: true }, filters)).toBe(true);
  });
  it('refuses an excluded or unknown type, no type, and brands without KeyGo', () => {
    expect(railcardCanSyncWithKeygo('FAM', { enableKeyGo: true }, filters)).toBe(false);
    expect(railcardCanSyncWithKeygo('XYZ', { enableKeyGo: true }, filters)).toBe(false);
    expect(railcardCanSyncWithKeygo(undefined, { enableKeyGo: true }, filters)).toBe(false);
    expect(railcardCanSyncWithKeygo('YNG', { enableKeyGo: false }, filters)).toBe(false);
    expect(railcardCanSyncWithKeygo('YNG', { enableKeyGo: true }, undefined)).toBe(false);
  });
});
