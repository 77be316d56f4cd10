// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolvedScreen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import OneClickJourneys from './OneClickJourneys';
import texts from './i18n.en-GB.json';
import './register';

afterEach(cleanup);

const journey = (id: number, times: string[], days: string[]) => ({
  journeyId: String(id),
  journeyType: 'weekday',
  origin: { name: 'Brighton', nlc: '5268' },
  destination: { name: 'London Victoria', nlc: '5426' },
  serviceTimes: times.map((time) => ({ time, legs: [] })),
  daysOfWeek: days,
  created: '2026-11-01T08:00:00Z',
});

function renderPanel(reply: unknown, level = 40, readOnly = false) {
  const call = vi.fn(async (id: string) => (id === 'listFavouriteJourneys' ? reply : undefined));
  renderWithRuntime(<OneClickJourneys screen={{} as ResolvedScreen} routeParams={{ id: '32' }} readOnly={readOnly} />, {
    call,
    level,
    translations: texts,
    permissions: { canEditOneClickJourneys: { minLevel: 'AGENT' } },
  });
  return call;
}

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

describe('one-click journeys panel', () => {
  it('lists the journeys with Edit and Delete, no counter below 40', async () => {
    renderPanel({
      journeys: [journey(1, ['07:30', '08:00'], WEEK)],
      optedIn: true,
      count: 10,
      limit: 50,
      counterFrom: 40,
    });
    const row = (await screen.findByRole('cell', { name: '07:30, 08:00' })).closest('tr')!;
    expect(within(row).getByText('Mon, Tue, Wed, Thu, Fri')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit journey Brighton to London Victoria' })).toBeTruthy();
    expect(screen.queryByTestId('one-click-counter')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add journey' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the counter from 40 and disables Add journey at the limit with the reason', async () => {
    renderPanel({ journeys: [journey(1, ['07:30'], WEEK)], optedIn: true, count: 40, limit: 50, counterFrom: 40 });
    expect((await screen.findByTestId('one-click-counter')).textContent).toBe('40 of 50 journeys');
    cleanup();
    renderPanel({ journeys: [journey(1, ['07:30'], WEEK)], optedIn: true, count: 50, limit: 50, counterFrom: 40 });
    const add = await screen.findByRole('button', { name: 'Add journey' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(texts.ONE_CLICK_LIMIT_REACHED).id).toBe(add.getAttribute('aria-describedby'));
    await userEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the customer has not opted in instead of a list', async () => {
    renderPanel({ journeys: [journey(1, ['07:30'], WEEK)], optedIn: false, count: 5, limit: 50, counterFrom: 40 });
    expect(await screen.findByText(texts.ONE_CLICK_NOT_OPTED_IN)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add journey' })).toBeNull();
  });

  it('offers no Edit, Delete or Add below AGENT', async () => {
    renderPanel({ journeys: [journey(1, ['07:30'], WEEK)], optedIn: true, count: 5, limit: 50, counterFrom: 40 }, 10);
    await screen.findByRole('cell', { name: '07:30' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on a read-only page (a deleted account) lists the journeys without Add, Edit or Delete', async () => {
    renderPanel(
      { journeys: [journey(1, ['07:30'], WEEK)], optedIn: true, count: 5, limit: 50, counterFrom: 40 },
      40,
      true,
    );
    await screen.findByRole('cell', { name: '07:30' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: texts.ONE_CLICK_ACTIONS })).toBeNull();
  });

  it('deletes a journey only after ARE_YOU_SURE', async () => {
    const call = renderPanel({
      journeys: [journey(4, ['07:30'], WEEK)],
      optedIn: true,
      count: 5,
      limit: 50,
      counterFrom: 40,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete journey Brighton to London Victoria' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(call).not.toHaveBeenCalledWith('removeFavouriteJourney', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('removeFavouriteJourney', {
        params: { userId: '32', journeyId: '4' },
        notify: false,
      }),
    );
  });

  it('takes "destination must differ" away once the destination is changed (issue 22: errors go with their cause)', async () => {
    const same = { ...journey(1, ['07:30'], WEEK), destination: { name: 'Brighton', nlc: '5268' } };
    const stations: Record<string, { name: string; nlc: string; crs: string }> = {
      '5268': { name: 'Brighton', nlc: '5268', crs: 'BTN' },
      '5426': { name: 'London Victoria', nlc: '5426', crs: 'VIC' },
    };
    const call = vi.fn(async (id: string, args?: { query?: Record<string, unknown> }) => {
      if (id === 'listFavouriteJourneys')
        return { journeys: [same], optedIn: true, count: 1, limit: 50, counterFrom: 40 };
      if (id === 'getStation') return { result: stations[String(args?.query?.code)] };
      if (id === 'listStations') return { result: [stations['5426']] };
      if (id === 'listBankHolidays') return {};
      return undefined;
    });
    renderWithRuntime(<OneClickJourneys screen={{} as ResolvedScreen} routeParams={{ id: '32' }} />, {
      call,
      translations: texts,
      permissions: { canEditOneClickJourneys: { minLevel: 'AGENT' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit journey Brighton to Brighton' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.ONE_CLICK_SEARCH }));
    expect(await within(dialog).findByText('The destination must differ from the origin')).toBeTruthy();
    const destination = within(dialog).getByRole('combobox', { name: /Destination/ });
    await userEvent.clear(destination);
    await userEvent.type(destination, 'Lon');
    await userEvent.click(await within(dialog).findByRole('option', { name: /London Victoria/ }));
    await waitFor(() => expect(within(dialog).queryByText('The destination must differ from the origin')).toBeNull());
  });
});
