import { describe, expect, it } from 'vitest';
import type { ReplacementState } from './replacementMachine';
import { replacementIsTerminal, replacementPollingStep } from './replacementPollingStep';

const opts = { now: 1_000, timeoutMs: 60_000 };
const submitting: ReplacementState = { phase: 'SUBMITTING' };
const polling: ReplacementState = { phase: 'POLLING', pollingSince: 1_000 };

describe('replacementPollingStep (001 §4 driven by polling)', () => {
  it('a POSTAL request answered is SUCCESS at once (from FORM or SUBMITTING)', () => {
    const reply = { result: { type: 'POSTAL', status: 'Requested' } };
    expect(replacementPollingStep(submitting, { type: 'submitted', reply }, opts).phase).toBe('SUCCESS');
    expect(replacementPollingStep({ phase: 'FORM' }, { type: 'submitted', reply }, opts).phase).toBe('SUCCESS');
  });
  it('an IN_PERSON request answered starts POLLING from now', () => {
    const next = replacementPollingStep(
      submitting,
      { type: 'submitted', reply: { result: { type: 'IN_PERSON', status: 'Pending' } } },
      opts,
    );
    expect(next).toEqual({ phase: 'POLLING', pollingSince: 1_000 });
  });
  it('a failed request is ERROR with its message', () => {
    expect(replacementPollingStep(submitting, { type: 'failed', message: 'Server error' }, opts)).toEqual({
      phase: 'ERROR',
      error: 'Server error',
    });
  });
  it('polls: Pending keeps POLLING with the status shown, Completed is SUCCESS, a Failed status VOID', () => {
    expect(replacementPollingStep(polling, { type: 'polled', reply: { result: { status: 'Pending' } } }, opts)).toEqual(
      { ...polling, lastStatus: 'Pending' },
    );
    expect(
      replacementPollingStep(polling, { type: 'polled', reply: { result: { status: 'Completed' } } }, opts).phase,
    ).toBe('SUCCESS');
    expect(
      replacementPollingStep(polling, { type: 'polled', reply: { result: { status: 'Failed' } } }, opts).phase,
    ).toBe('VOID');
    expect(replacementPollingStep(polling, { type: 'polled', reply: {} }, opts).phase).toBe('POLLING');
  });
  it('a failed status check is ERROR; the timeout is TIMEOUT', () => {
    expect(replacementPollingStep(polling, { type: 'failed', message: 'Service unavailable' }, opts).phase).toBe(
      'ERROR',
    );
    expect(replacementPollingStep(polling, { type: 'timedOut' }, opts).phase).toBe('TIMEOUT');
  });
  it('terminal phases stop the polling; SUBMITTING and POLLING do not', () => {
    for (const phase of ['SUCCESS', 'VOID', 'TIMEOUT', 'ERROR'] as const)
      expect(replacementIsTerminal({ phase })).toBe(true);
    for (const phase of ['SUBMITTING', 'POLLING'] as const) expect(replacementIsTerminal({ phase })).toBe(false);
  });
  it('a late reply after the end changes nothing', () => {
    const done: ReplacementState = { phase: 'SUCCESS' };
    expect(replacementPollingStep(done, { type: 'polled', reply: { result: { status: 'Failed' } } }, opts)).toBe(done);
  });
});
