// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';
import { usePreloaded, type Preloadable } from './usePreloaded';

function Shown({ part, wanted }: { part: Preloadable; wanted?: boolean }) {
  return <p>{usePreloaded(part, wanted) ? 'ready' : 'waiting'}</p>;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('usePreloaded', () => {
  it('waits for the module by a render of its own, and starts it', async () => {
    const load = deferred();
    let started = 0;
    const part = lazyComponent(async () => {
      started++;
      await load.promise;
      return () => <p>table</p>;
    });
    render(<Shown part={part} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(started).toBe(1);
    expect(part.isLoaded()).toBe(false);
    await act(async () => load.resolve());
    expect(screen.getByText('ready')).toBeTruthy();
    expect(part.isLoaded()).toBe(true);
  });

  it('says yes at once for a module already in, or one not wanted, asking nothing', async () => {
    const part = lazyComponent(async () => () => <p>table</p>);
    await part.preload();
    render(<Shown part={part} />);
    expect(screen.getByText('ready')).toBeTruthy();
    const never = { isLoaded: () => false, preload: () => Promise.reject(new Error('not asked')) };
    render(<Shown part={never} wanted={false} />);
    expect(screen.getAllByText('ready')).toHaveLength(2);
  });

  it('lets a failed load through, for the lazy component to meet the failure itself', async () => {
    const load = deferred();
    const part = { isLoaded: () => false, preload: () => load.promise };
    render(<Shown part={part} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => load.reject(new Error('chunk failed')));
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
