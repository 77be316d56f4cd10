// @vitest-environment jsdom
// Search screens: list filters in the address, `pagination.total`, `searchOnArrival` and hideable columns, on the
// delay-repay search (schemas/screens/delayRepay/searchDelayRepay.yaml).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from './Screen';
import { renderWithRuntime } from './testing/renderWithRuntime';
import texts from '../i18n/en-GB/delayRepay.json';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

const claim = (id: number) => ({
  id,
  displayId: `DRCL${id}`,
  claimType: 'delay-repay',
  state: 'pending',
  email: `claimant${id}@example.com`,
  journeyDate: '2026-11-01',
  originStation: { nlc: '5268', name: 'Brighton' },
  destinationStation: { nlc: '5426', name: 'London Victoria' },
  ticketType: 'Anytime Day Return',
  submissionDateTime: '2026-11-02T08:15:00Z',
});

function renderSearch(url: string) {
  // the delay-repay search pages with `pagination` (001 §7), not `links`
  const call = vi.fn(async (_id: string, args?: { query?: Record<string, unknown> }) => {
    const page = Number(args?.query?.page ?? 1);
    return {
      result: Array.from({ length: 10 }, (_, i) => claim((page - 1) * 10 + i + 1)),
      pagination: { page, limit: 10, total: 23, moreResultsAvailable: page < 3 },
    };
  });
  const rendered = renderWithRuntime(<Screen id="searchDelayRepay" />, {
    url,
    path: '/delay-repay',
    call,
    flags: { enableDelayRepay: true },
    permissions: { canUseDelayRepay: { minLevel: 'AGENT' } },
    translations: texts,
  });
  return { ...rendered, call };
}

describe('search screens: lists, pagination.total, searchOnArrival, hideable columns', () => {
  it('searches at once from an address with filters and no page, counting pagination.total', async () => {
    const { call } = renderSearch('/delay-repay?customerId=32');
    expect(await screen.findByText('claimant1@example.com')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('searchDelayRepayClaims', {
      query: { customerId: '32', page: 1, limit: 10 },
      notify: false,
    });
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('offers Search for the filters an address brought, asking again (001 §2 claim search from a link)', async () => {
    const { call } = renderSearch('/delay-repay?customerId=32');
    expect(await screen.findByText('claimant1@example.com')).toBeTruthy();
    const search = (await screen.findByRole('button', { name: 'Search' })) as HTMLButtonElement;
    expect(search.disabled).toBe(false);
    await userEvent.click(search);
    expect(call.mock.calls.length).toBeGreaterThan(1);
  });

  it('does not search from an address without filters', async () => {
    const { call } = renderSearch('/delay-repay');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps a list filter as a repeated key in the address and the call, and reads it back as a list', async () => {
    const { call, location } = renderSearch('/delay-repay?claimType=whitelist&claimType=delay-repay&page=1');
    await screen.findByText('claimant1@example.com');
    expect(call).toHaveBeenCalledWith('searchDelayRepayClaims', {
      query: { claimType: ['whitelist', 'delay-repay'], page: 1, limit: 10 },
      notify: false,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByText('claimant11@example.com');
    expect(new URLSearchParams(location.current!.search).getAll('claimType')).toEqual(['whitelist', 'delay-repay']);
  });

  it('reads a lone value of a list filter as a one-item list', async () => {
    const { location } = renderSearch('/delay-repay?claimType=whitelist&page=1');
    await screen.findByText('claimant1@example.com');
    // the form shows it ticked, and searching again keeps it (a list of one is one key on the wire, as a lone value)
    expect((screen.getByRole('checkbox', { name: 'Whitelist' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Delay repay' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.type(screen.getByLabelText('Customer id'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('claimant1@example.com');
    const params = new URLSearchParams(location.current!.search);
    expect(params.getAll('claimType')).toEqual(['whitelist']);
    expect(params.get('customerId')).toBe('7');
  });

  it('hides a hideable column with a pressed toggle, and shows it again', async () => {
    renderSearch('/delay-repay?customerId=32');
    await screen.findByText('claimant1@example.com');
    const toggle = screen.getByRole('button', { name: 'Hide E-mail' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.queryByText('claimant1@example.com')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.getByText('claimant1@example.com')).toBeTruthy();
  });
});
