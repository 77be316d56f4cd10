// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import { FormattedValue } from './FormattedValue';
import { longTextThreshold, shortenText } from './LongText';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

const LONG = 'Customer called twice about the delayed refund of their season ticket';

describe('shortenText and longTextThreshold', () => {
  it('cuts after the threshold with an ellipsis, dropping a trailing space; short texts stay whole', () => {
    expect(shortenText(LONG, 30)).toBe('Customer called twice about th…');
    expect(shortenText('Customer called twice about the refund', 32)).toBe('Customer called twice about the…');
    expect(shortenText('exactly ten', 11)).toBe('exactly ten');
    expect(shortenText('😀😀😀😀', 2)).toBe('😀😀…');
  });

  it("takes the brand's threshold, else 30", () => {
    expect(longTextThreshold({ longTextPopoverThreshold: 12 })).toBe(12);
    expect(longTextThreshold({})).toBe(30);
    expect(longTextThreshold({ longTextPopoverThreshold: '12' })).toBe(30);
    expect(longTextThreshold(undefined)).toBe(30);
  });
});

describe('format longText', () => {
  it('shows a short text plain', () => {
    renderWithRuntime(<FormattedValue value="Lost ticket" format="longText" />);
    expect(screen.getByText('Lost ticket')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts a long text and offers the whole of it in a popover the button opens', () => {
    renderWithRuntime(<FormattedValue value={LONG} format="longText" />, { config: { longTextPopoverThreshold: 20 } });
    expect(screen.getByText('Customer called twic…')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show more of “Customer called twic…”' });
    expect(more.textContent).toBe('more');
    const popover = document.getElementById(more.getAttribute('popovertarget') ?? '');
    expect(popover?.getAttribute('popover')).toBe('auto');
    expect(popover?.textContent).toContain(LONG);
    const close = [...(popover?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Close');
    expect(close?.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('uses the 30-character default when the brand gives none', () => {
    renderWithRuntime(<FormattedValue value={LONG} format="longText" />, { config: {} });
    expect(screen.getByText('Customer called twice about th…')).toBeTruthy();
  });

  it('shows the plain text inside a link, and a click in the popover does not follow the row link', async () => {
    const { location } = renderWithRuntime(
      <DataTable
        columns={[
          { field: 'id', label: 'ID' },
          { field: 'note', label: 'NOTE', format: 'longText' },
          { field: 'reason', label: 'REASON', format: 'longText', link: '/reasons/{id}' },
        ]}
        rows={[{ id: 7, note: LONG, reason: LONG }]}
        rowLink="/things/{id}"
      />,
    );
    expect(screen.getByRole('link', { name: LONG }).getAttribute('href')).toBe('/reasons/7');
    expect(screen.getAllByRole('button', { name: /Show more/ })).toHaveLength(1);
    await userEvent.click(screen.getByText('Customer called twice about th…'));
    const full = document.querySelector('.long-text__full') as HTMLElement;
    await userEvent.click(full);
    expect(location.current?.pathname).toBe('/');
    // a click elsewhere in the row still follows it
    await userEvent.click(screen.getByText('7'));
    expect(location.current?.pathname).toBe('/things/7');
  });
});
