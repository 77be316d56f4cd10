// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazyWithPreload';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders a preloaded module at once, without showing the fallback', async () => {
    const Page = lazyWithPreload(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads the module once', async () => {
    let calls = 0;
    const Page = lazyWithPreload(async () => {
      calls += 1;
      return { default: Hello };
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    await Page.preload();
    expect(calls).toBe(1);
  });

  it('forgets a failed load so a later attempt can succeed', async () => {
    let fail = true;
    const Page = lazyWithPreload(async () => {
      if (fail) throw new Error('offline');
      return { default: Hello };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await expect(Page.preload()).resolves.toEqual({ default: Hello });
  });
});
