// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { Loading } from './Loading';

afterEach(cleanup);

describe('Loading (the shell while a screen arrives)', () => {
  it('as a page: one main landmark holding a level-1 heading inside the status', () => {
    render(<Loading page />);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    const status = within(main).getByRole('status');
    expect(within(status).getByRole('heading', { level: 1 }).textContent).toBe('Loading…');
  });

  it('inside the signed-in layout: the heading without a second main landmark', () => {
    render(
      <main>
        <Loading />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading…' })).toBeTruthy();
  });
});
