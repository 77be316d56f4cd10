import { describe, expect, it } from 'vitest';
import { railcardHolderName } from './railcardHolderName';
import { railcardTypeName } from './railcardTypeName';

describe('railcard names', () => {
  it('names the type by its name, else its code', () => {
    expect(railcardTypeName({ railcardName: '16-25 Railcard', railcardCode: 'YNG' })).toBe('16-25 Railcard');
    expect(railcardTypeName({ railcardName: null, railcardCode: 'YNG' })).toBe('YNG');
  });
  it('joins the holder names that are known', () => {
    expect(railcardHolderName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(railcardHolderName(undefined, 'Lovelace')).toBe('Lovelace');
    expect(railcardHolderName(null, null)).toBe('');
  });
});
