import { describe, expect, it } from 'vitest';
import {
  INITIAL_REPLACEMENT_STATE,
  replacementEventsIn,
  replacementMachine,
  type ReplacementState,
} from './replacementMachine';

const submitting: ReplacementState = { phase: 'SUBMITTING' };
const polling: ReplacementState = { phase: 'POLLING', pollingSince: 1_000 };

describe('replacementMachine', () => {
  it('starts at FORM and submits', () => {
    expect(INITIAL_REPLACEMENT_STATE.phase).toBe('FORM');
    expect(replacementMachine(INITIAL_REPLACEMENT_STATE, { type: 'SUBMIT' }).phase).toBe('SUBMITTING');
  });
  it('succeeds at once for POSTAL and polls the other types', () => {
    expect(replacementMachine(submitting, { type: 'SUBMITTED', replacementType: 'POSTAL', at: 5 }).phase).toBe(
      'SUCCESS',
    );
    expect(replacementMachine(submitting, { type: 'SUBMITTED', replacementType: 'IN_PERSON', at: 5 })).toEqual({
      phase: 'POLLING',
      pollingSince: 5,
    });
  });
  it('goes to ERROR when the request fails', () => {
    expect(replacementMachine(submitting, { type: 'FAILED', error: 'HTTP 500' })).toEqual({
      phase: 'ERROR',
      error: 'HTTP 500',
    });
    expect(replacementMachine(polling, { type: 'FAILED', error: 'HTTP 502' }).phase).toBe('ERROR');
  });
  it('ends polling with SUCCESS on Completed and VOID on a status containing Failed', () => {
    expect(replacementMachine(polling, { type: 'POLLED', status: 'Completed', at: 2_000 }).phase).toBe('SUCCESS');
    expect(replacementMachine(polling, { type: 'POLLED', status: 'Card_Failed', at: 2_000 }).phase).toBe('VOID');
    expect(replacementMachine(polling, { type: 'POLLED', status: 'Pending', at: 2_000 })).toEqual({
      ...polling,
      lastStatus: 'Pending',
    });
  });
  it('times out 60 s after polling started, not before', () => {
    expect(replacementMachine(polling, { type: 'TICK', at: 60_999, timeoutMs: 60_000 }).phase).toBe('POLLING');
    expect(replacementMachine(polling, { type: 'TICK', at: 61_000, timeoutMs: 60_000 }).phase).toBe('TIMEOUT');
  });
  it('retries to FORM from ERROR, VOID and TIMEOUT only', () => {
    for (const phase of ['ERROR', 'VOID', 'TIMEOUT'] as const)
      expect(replacementMachine({ phase }, { type: 'RETRY' }).phase).toBe('FORM');
    expect(replacementMachine({ phase: 'SUCCESS' }, { type: 'RETRY' }).phase).toBe('SUCCESS');
    expect(replacementMachine(polling, { type: 'RETRY' })).toBe(polling);
  });
  it('ignores events a phase does not expect', () => {
    expect(replacementMachine(INITIAL_REPLACEMENT_STATE, { type: 'POLLED', status: 'Completed', at: 1 }).phase).toBe(
      'FORM',
    );
    expect(replacementMachine(submitting, { type: 'SUBMIT' })).toBe(submitting);
    expect(replacementEventsIn('SUCCESS')).toEqual([]);
    expect(replacementEventsIn('POLLING')).toEqual(['POLLED', 'TICK', 'FAILED']);
  });
});
