// @vitest-environment jsdom
// usePolling drives a pure transition table: submit, then poll every interval until a terminal state or the timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PollingProgress } from './PollingProgress';
import { createTestI18n } from './testing/renderWithRuntime';
import { usePolling, type PollingEvent } from './usePolling';

type State = 'idle' | 'requested' | 'processing' | 'done' | 'failed';

// a transition table, as a domain machine (001 §4 smartcard replacement) would be
function reduce(state: State, event: PollingEvent): State {
  if (event.type === 'failed') return 'failed';
  if (event.type === 'timedOut') return state;
  const status = (event.reply as { status: string }).status;
  const table: Record<string, State> = { REQUESTED: 'requested', PROCESSING: 'processing', COMPLETE: 'done' };
  return table[status] ?? state;
}

function Harness({ poll }: { poll: () => Promise<unknown> }) {
  const polling = usePolling<State>({
    initial: 'idle',
    reduce,
    isTerminal: (s) => s === 'done' || s === 'failed',
    submit: async () => ({ status: 'REQUESTED' }),
    poll,
    intervalMs: 10_000,
    timeoutMs: 30_000,
  });
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <button type="button" onClick={polling.start}>
        start
      </button>
      <p data-testid="state">
        {polling.state} {polling.phase}
      </p>
      <PollingProgress phase={polling.phase} elapsedMs={polling.elapsedMs} timeoutMs={polling.timeoutMs} />
    </I18nextProvider>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('usePolling', () => {
  it('polls every interval until the reducer reaches a terminal state, showing progress meanwhile', async () => {
    const replies = [{ status: 'PROCESSING' }, { status: 'COMPLETE' }];
    const poll = vi.fn(async () => replies.shift());
    render(<Harness poll={poll} />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByTestId('state').textContent).toBe('requested polling');
    expect(screen.getByRole('status').textContent).toContain('0 s of at most 30 s');
    await advance(10_000);
    expect(screen.getByTestId('state').textContent).toBe('processing polling');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(10_000);
    await advance(10_000);
    expect(screen.getByTestId('state').textContent).toBe('done done');
    await advance(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives up at the timeout and says so', async () => {
    const poll = vi.fn(async () => ({ status: 'PROCESSING' }));
    render(<Harness poll={poll} />);
    await act(async () => screen.getByRole('button').click());
    await advance(30_000);
    expect(screen.getByTestId('state').textContent).toBe('processing timedOut');
    expect(screen.getByRole('alert').textContent).toBe('No result in time. Check the status later.');
    await advance(30_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('a failed status call is an event of the machine', async () => {
    const poll = vi.fn(async () => {
      throw new Error('down');
    });
    render(<Harness poll={poll} />);
    await act(async () => screen.getByRole('button').click());
    await advance(10_000);
    expect(screen.getByTestId('state').textContent).toBe('failed done');
  });
});
