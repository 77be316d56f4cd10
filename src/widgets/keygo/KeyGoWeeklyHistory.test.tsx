// @vitest-environment jsdom
// The weekly history (001 §2, §9): per week the weekly cap, total and saving (numbers and a labelled chart), per day
// its transactions; back one week a step, at most 8 weeks (the 8th week's Previous says why it does nothing).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import KeyGoWeeklyHistory from './KeyGoWeeklyHistory';
import { weekRange } from './useKeyGoWeek';

afterEach(cleanup);

function reply(startDate: string) {
  return {
    result: {
      status: 'active',
      balance: 1000,
      closed: false,
      maxWeeks: 8,
      days: [
        {
          date: startDate,
          editable: false,
          editability: 'notEditable',
          editableUntil: startDate,
          version: 1,
          value: 1740,
          cap: 'DAILY',
          saving: 120,
          excludedTaps: [],
          transactions: [
            {
              id: `D${startDate}`,
              value: 1740,
              description: '3 journeys',
              type: 'JOURNEY',
              reasonCode: null,
              reasonDescription: null,
              cap: 'DAILY',
              saving: 120,
              journeyPattern: { tickets: [] },
            },
            {
              id: 'A1',
              value: 150,
              description: 'Balance adjustment',
              type: 'ADJUSTMENT',
              reasonCode: 'goodwill',
              reasonDescription: 'Train cancelled',
              journeyPattern: null,
              saving: 0,
            },
          ],
        },
      ],
      weeks: [
        {
          start: startDate,
          end: startDate,
          weeklyCap: 4360,
          total: 1740,
          saving: 120,
          days: [{ date: startDate, value: 1740, saving: 120 }],
        },
      ],
    },
  };
}

describe('keyGoWeeklyHistory', () => {
  it('shows a week in numbers and as a chart, and steps back one week at a time up to 8', async () => {
    const call = vi.fn(async (_id: string, args?: unknown) =>
      reply((args as { query: { startDate: string } }).query.startDate),
    );
    renderWithRuntime(<KeyGoWeeklyHistory screen={{} as never} routeParams={{ cid: '5' }} />, {
      url: '/c/5',
      path: '/c/:cid',
      call,
    });
    const week = await screen.findByTestId(`keygo-week-${weekRange(0).startDate}`);
    expect(within(week).getByText('£17.40')).toBeTruthy();
    expect(within(week).getByText('£43.60')).toBeTruthy();
    expect(within(week).getByText('£1.20')).toBeTruthy();
    expect(within(week).getByRole('img').getAttribute('aria-label')).toBe('KEYGO_CHART_LABEL');
    expect(screen.getByText('Train cancelled')).toBeTruthy();
    const user = userEvent.setup();
    for (let back = 1; back < 8; back++) {
      await user.click(screen.getByRole('button', { name: 'KEYGO_PREVIOUS_WEEK' }));
      await screen.findByTestId(`keygo-week-${weekRange(back).startDate}`);
    }
    const previous = screen.getByRole('button', { name: 'KEYGO_PREVIOUS_WEEK' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(8));
    expect(call.mock.calls.map(([, a]) => (a as { query: { startDate: string } }).query.startDate)).toEqual(
      Array.from({ length: 8 }, (_, i) => weekRange(i).startDate),
    );
  });
});
