import { describe, expect, it } from 'vitest';
import { filterRailcardsFor, railcardCodePasses } from './filterRailcardsFor';
import defaults from '../generated/brands/southern.json';

const filters = (defaults as { config: { railcardFilters: Record<string, { keep: string[]; exclude: string[] }> } })
  .config.railcardFilters;
const ALL = ['YNG', 'SRN', 'DIS', 'FAM', 'TSU', 'NEW', 'HMF', 'JCP', 'NGC', 'TST', '2TR', 'DIC'];

describe('filterRailcardsFor', () => {
  it('KEYGO keeps nine types and drops 2TR, DIC and FAM', () => {
    const kept = filterRailcardsFor(
      ALL.map((code) => ({ code })),
      'KEYGO',
      filters,
    ).map((r) => r.code);
    expect(kept.sort()).toEqual(['DIS', 'HMF', 'JCP', 'NEW', 'NGC', 'SRN', 'TST', 'TSU', 'YNG']);
  });
  it('SEASON keeps only TSU, reading railcardCode too', () => {
    const kept = filterRailcardsFor(
      ALL.map((railcardCode, id) => ({ id, railcardCode })),
      'SEASON',
      filters,
    );
    expect(kept.map((r) => r.railcardCode)).toEqual(['TSU']);
  });
  it('an exclusion wins over a keep, and an unknown filter lets nothing through', () => {
    expect(railcardCodePasses('YNG', { keep: ['YNG'], exclude: ['YNG'] })).toBe(false);
    expect(filterRailcardsFor([{ code: 'YNG' }], 'NOPE', filters)).toEqual([]);
  });
});
