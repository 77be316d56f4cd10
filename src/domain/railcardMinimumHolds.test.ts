import { describe, expect, it } from 'vitest';
import { railcardMinimumHolds } from './railcardMinimumHolds';

const minimums = { FAM: { minAdults: 1, minChildren: 1 }, '2TR': { minAdults: 2, minChildren: 0 } };
const t = (adults: number, children: number, railcardCode: string | null, selected = false, refunded = false) => ({
  adults,
  children,
  railcardCode,
  selected,
  refunded,
});

describe('railcardMinimumHolds (000 §5)', () => {
  it('holds when nothing is ticked', () => {
    expect(railcardMinimumHolds([t(1, 0, 'FAM'), t(0, 1, 'FAM')], minimums)).toEqual({ holds: true, failing: [] });
  });
  it('fails when the remaining party is below the minimum', () => {
    expect(railcardMinimumHolds([t(1, 0, 'FAM'), t(0, 1, 'FAM', true)], minimums)).toEqual({
      holds: false,
      failing: ['FAM'],
    });
    expect(
      railcardMinimumHolds([t(1, 0, '2TR', true), t(1, 0, '2TR'), t(1, 0, 'FAM'), t(0, 1, 'FAM', true)], minimums),
    ).toEqual({ holds: false, failing: ['2TR', 'FAM'] });
  });
  it('holds when every ticket of the railcard goes', () => {
    expect(railcardMinimumHolds([t(1, 0, 'FAM', true), t(0, 1, 'FAM', true)], minimums).holds).toBe(true);
  });
  it('ignores tickets refunded earlier, tickets without a railcard and unknown railcards', () => {
    expect(railcardMinimumHolds([t(1, 0, 'FAM'), t(0, 1, 'FAM', false, true)], minimums).failing).toEqual(['FAM']);
    expect(railcardMinimumHolds([t(1, 0, null), t(1, 0, 'YNG')], minimums).holds).toBe(true);
  });
});
