import { describe, expect, it } from 'vitest';
import { assignableLevels } from './assignableLevels';
import { LEVELS } from './levels';

describe('assignableLevels', () => {
  it("offers the levels at or below the acting user's own", () => {
    expect(assignableLevels(LEVELS.HQ, false)).toEqual(['BASIC', 'AGENT', 'SUPERVISOR', 'HQ']);
    expect(assignableLevels(LEVELS.SUPERVISOR, false)).toEqual(['BASIC', 'AGENT', 'SUPERVISOR']);
    expect(assignableLevels(LEVELS.BASIC, false)).toEqual(['BASIC']);
  });

  it('offers station levels only where the brand has them', () => {
    expect(assignableLevels(LEVELS.SUPERVISOR, true)).toEqual([
      'BASIC',
      'STATION_AGENT',
      'STATION_SUPERVISOR',
      'AGENT',
      'SUPERVISOR',
    ]);
    expect(assignableLevels(LEVELS.STATION_AGENT, true)).toEqual(['BASIC', 'STATION_AGENT']);
    expect(assignableLevels(LEVELS.STATION_AGENT, false)).toEqual(['BASIC']);
  });
});
