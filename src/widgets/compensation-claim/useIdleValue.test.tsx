// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useIdleValue } from './useIdleValue';

afterEach(cleanup);

describe('useIdleValue', () => {
  it('takes a change up once the browser is idle, not in the render that made it', async () => {
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 'a' } });
    expect(result.current[0]).toBe('a');
    rerender({ value: 'ab' });
    expect(result.current[0]).toBe('a');
    rerender({ value: 'abc' });
    await waitFor(() => expect(result.current[0]).toBe('abc'));
  });

  it('takes the value of the same update up before it is painted when asked (a submit)', () => {
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 1 } });
    act(() => {
      result.current[1]();
      rerender({ value: 2 });
    });
    expect(result.current[0]).toBe(2);
    // asked once: the next change waits for idle time again
    rerender({ value: 3 });
    expect(result.current[0]).toBe(2);
  });
});
