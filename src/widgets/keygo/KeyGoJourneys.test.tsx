// @vitest-environment jsdom
// The tap editor (001 §2, §5): an exit before the journey's entry is refused while the time is chosen (Save disabled
// with the reason), then a valid exit completes the journey; the re-priced day, week and balance the server answers
// are shown. And a day that is not editable offers no change. Texts are checked by key (the test i18n holds only the
// runtime's texts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '../../domain/keyGoTapWindow';
import { londonToday } from '../../domain/londonToday';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import KeyGoJourneys from './KeyGoJourneys';

afterEach(cleanup);

// yesterday: its taps of 17:30 and 18:30 are past whatever the time now (a tap in the future is refused)
const day = addDays(londonToday(), -1);
const entry = {
  id: 41,
  timestamp: `${day}T17:30`,
  locationName: 'London Victoria',
  locationNlc: '5426',
  generationCause: 'CARD',
  type: 'ENTRY',
  status: 'VALID',
  excludable: true,
};
const exit = {
  id: 42,
  timestamp: `${day}T18:30`,
  locationName: 'Brighton',
  locationNlc: '5268',
  generationCause: 'MANUAL',
  type: 'EXIT',
  status: 'NEW',
  excludable: true,
};

function history(complete: boolean, editability: 'incomplete' | 'notEditable' = 'incomplete') {
  const fare = complete ? 620 : 890;
  return {
    result: {
      status: 'active',
      balance: complete ? 2770 : 2500,
      closed: false,
      maxWeeks: 8,
      days: [
        {
          date: day,
          editable: editability === 'incomplete',
          editability,
          editableUntil: day,
          finalised: false,
          version: complete ? 2 : 1,
          value: fare,
          cap: null,
          saving: 0,
          transactions: [
            {
              id: `D${day}`,
              value: fare,
              description: '1 journey',
              type: 'JOURNEY',
              reasonCode: null,
              reasonDescription: null,
              saving: 0,
              journeyPattern: {
                tickets: [
                  {
                    id: 41,
                    originName: 'London Victoria',
                    destinationName: complete ? 'Brighton' : null,
                    description: 'x',
                    fare,
                    complete,
                    journeys: [{ id: 41, taps: complete ? [entry, exit] : [entry] }],
                  },
                ],
              },
            },
          ],
          excludedTaps: [],
        },
      ],
      weeks: [{ start: day, end: day, weeklyCap: 4360, total: fare + 1000, saving: 0, days: [] }],
    },
  };
}

function renderEditor(
  editability: 'incomplete' | 'notEditable' = 'incomplete',
  supervisor = false,
  readOnly = false,
  maxMinutesBetweenTaps = 276,
) {
  let completed = false;
  const call = vi.fn(async (id: string, _args?: unknown) => {
    if (id === 'getKeyGoJourneyHistory') return history(completed, editability);
    if (id === 'listKeyGoLocations') {
      const search = String((_args as { query?: { search?: string } })?.query?.search ?? '').toLowerCase();
      return {
        result: [
          { name: 'Brighton', nlc: '5268', crs: 'BTN', zone: 6 },
          { name: 'London Victoria', nlc: '5426', crs: 'VIC', zone: 1 },
        ].filter((s) => s.name.toLowerCase().includes(search)),
      };
    }
    if (id === 'listKeyGoReasons')
      return { result: [{ code: 'incomplete-journey', label: 'KEYGO_REASON_INCOMPLETE_JOURNEY' }] };
    if (id === 'adjustKeyGoBalance') return { result: { id: 7, value: 399, balance: 2899 } };
    if (id === 'completeKeyGoJourney') {
      completed = true;
      return { result: { date: day, version: 2, delta: -270, balance: 2770 } };
    }
    throw new Error(`unexpected call ${id}`);
  });
  renderWithRuntime(<KeyGoJourneys screen={{} as never} routeParams={{ cid: '93003001' }} readOnly={readOnly} />, {
    url: '/customers/93003001/smartcard',
    path: '/customers/:cid/smartcard',
    call,
    level: supervisor ? 30 : 20,
    userEmail: 'supervisor@southern.example',
    permissions: { canEditKeyGoTaps: { minLevel: 'AGENT' }, canAdjustKeyGoBalance: { minLevel: 'SUPERVISOR' } },
    config: { maxMinutesBetweenTaps },
    translations: { KEYGO_TIME_JOURNEY_TOO_LONG: 'The journey is longer than {{max}}.' },
  });
  return call;
}

describe('keyGoJourneys (tap editor)', () => {
  it('refuses an exit before the entry while typing, then completes the journey and shows the re-priced day, week and balance', async () => {
    const call = renderEditor();
    const user = userEvent.setup();
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    expect(within(dayCard).getByTestId('keygo-day-fare').textContent).toBe('£8.90');
    expect(screen.getByTestId('keygo-balance').textContent).toBe('£25.00');
    await user.click(within(dayCard).getByRole('button', { name: 'KEYGO_COMPLETE_JOURNEY' }));
    const dialog = await screen.findByRole('dialog');
    // the picker starts 5 minutes after the entry: the dialog does not open in error (issue 22)
    expect((within(dialog).getByLabelText('KEYGO_TAP_HOUR') as HTMLSelectElement).value).toBe('17');
    expect((within(dialog).getByLabelText('KEYGO_TAP_MINUTE') as HTMLSelectElement).value).toBe('35');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // an exit before the entry is refused at once
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_HOUR'), '17');
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_MINUTE'), '00');
    expect(within(dialog).getByRole('alert').textContent).toBe('KEYGO_TIME_EXIT_BEFORE_ENTRY');
    const save = within(dialog).getByRole('button', { name: 'KEYGO_SAVE_TAP' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect(call.mock.calls.some(([id]) => id === 'completeKeyGoJourney')).toBe(false);
    // more than 4h36m later is refused too; 18:30 is fine
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_HOUR'), '22');
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_MINUTE'), '10');
    expect(within(dialog).getByRole('alert').textContent).toBe('The journey is longer than 4h36m.');
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_HOUR'), '18');
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_MINUTE'), '30');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // the location is the shared station type-ahead over the KeyGo locations call (with the customer as its path)
    await user.type(within(dialog).getByRole('combobox', { name: /KEYGO_TAP_LOCATION/ }), 'Brig');
    await user.click(await within(dialog).findByRole('option', { name: 'Brighton (BTN)' }, { timeout: 2000 }));
    const search = call.mock.calls.find(([id]) => id === 'listKeyGoLocations')![1];
    expect(search).toMatchObject({ params: { id: '93003001' }, query: { search: 'Brig' } });
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_REASON'), 'incomplete-journey');
    expect(save.getAttribute('aria-disabled')).toBe('false');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = call.mock.calls.find(([id]) => id === 'completeKeyGoJourney')![1] as {
      params: unknown;
      body: unknown;
    };
    expect(sent).toMatchObject({
      params: { id: '93003001', journeyId: 41 },
      body: { dateTime: `${day}T18:30`, locationNlc: '5268', reasonCode: 'incomplete-journey', dayVersion: 1 },
    });
    await waitFor(() => expect(screen.getByTestId('keygo-day-fare').textContent).toBe('£6.20'));
    expect(screen.getByTestId('keygo-week-total').textContent).toBe('£16.20');
    expect(screen.getByTestId('keygo-balance').textContent).toBe('£27.70');
  });

  it("judges the journey's length by the brand's maxMinutesBetweenTaps and names that limit (001 §9)", async () => {
    const call = renderEditor('incomplete', false, false, 60);
    const user = userEvent.setup();
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    await user.click(within(dayCard).getByRole('button', { name: 'KEYGO_COMPLETE_JOURNEY' }));
    const dialog = await screen.findByRole('dialog');
    // the entry is at 17:30: an hour later is the limit itself, five minutes more is too long for this brand
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_HOUR'), '18');
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_MINUTE'), '30');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_TAP_MINUTE'), '35');
    expect(within(dialog).getByRole('alert').textContent).toBe('The journey is longer than 1h00m.');
    const save = within(dialog).getByRole('button', { name: 'KEYGO_SAVE_TAP' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect(call.mock.calls.some(([id]) => id === 'completeKeyGoJourney')).toBe(false);
  });

  it('offers no change on a day that is not editable', async () => {
    renderEditor('notEditable');
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    expect(within(dayCard).getByText('KEYGO_DAY_NOTEDITABLE')).toBeTruthy();
    expect(within(dayCard).queryByRole('button')).toBeNull();
  });

  it('offers no change on a read-only page (a deleted account): no tap, completion or adjustment, the week stepper kept', async () => {
    renderEditor('incomplete', true, true);
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    expect(within(dayCard).getByText('KEYGO_DAY_INCOMPLETE')).toBeTruthy();
    expect(within(dayCard).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toHaveLength(2);
  });

  it('adjusts a ticket below its fare (supervisor): the fare, reason and details with the suffix are checked while typing', async () => {
    const call = renderEditor('incomplete', true);
    const user = userEvent.setup();
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    await user.click(within(dayCard).getByRole('button', { name: 'KEYGO_ADJUST_TICKET_LABEL' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'KEYGO_ADJUST_TICKET_SAVE' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    const amount = within(dialog).getByLabelText('KEYGO_ADJUST_TICKET_AMOUNT');
    await user.type(amount, '8.90');
    expect(within(dialog).getByRole('alert').textContent).toBe('KEYGO_ADJUST_ERROR_AMOUNT_NOT_BELOW_FARE');
    await user.clear(amount);
    await user.type(amount, '3.99');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('KEYGO_ADJUST_REASON') as HTMLSelectElement).disabled).toBe(false),
    );
    await user.selectOptions(within(dialog).getByLabelText('KEYGO_ADJUST_REASON'), 'incomplete-journey');
    // 200 with the suffix ' (supervisor@southern.example, DD/MM/YYYY)': one character too many is refused
    const room = 200 - ' (supervisor@southern.example, 01/01/2026)'.length;
    const details = within(dialog).getByLabelText('KEYGO_ADJUST_DETAILS');
    await user.click(details);
    await user.paste('x'.repeat(room + 1));
    expect(within(dialog).getByRole('alert').textContent).toBe('KEYGO_ADJUST_ERROR_DETAILS_TOO_LONG');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.type(details, '{Backspace}');
    expect(save.getAttribute('aria-disabled')).toBe('false');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = call.mock.calls.find(([id]) => id === 'adjustKeyGoBalance')![1];
    expect(sent).toMatchObject({
      params: { id: '93003001' },
      body: {
        adjustmentValue: 399,
        reasonCode: 'incomplete-journey',
        reasonDescription: 'x'.repeat(room),
        transactionId: `D${day}`,
        ticketId: 41,
      },
    });
  });

  it('offers no fare adjustment to an agent', async () => {
    renderEditor();
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    expect(within(dayCard).queryByRole('button', { name: 'KEYGO_ADJUST_TICKET_LABEL' })).toBeNull();
  });

  it('excludes a tap only with a reason the user chose: none is preselected (issue 22)', async () => {
    const call = renderEditor();
    const user = userEvent.setup();
    const dayCard = await screen.findByTestId(`keygo-day-${day}`);
    await user.click(within(dayCard).getAllByRole('button', { name: /KEYGO_EXCLUDE_TAP/ })[0]);
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('KEYGO_TAP_REASON') as HTMLSelectElement;
    await waitFor(() => expect(reason.disabled).toBe(false));
    expect(reason.value).toBe('');
    const exclude = within(dialog).getByRole('button', { name: 'KEYGO_EXCLUDE_TAP' });
    expect(exclude.getAttribute('aria-disabled')).toBe('true');
    await user.click(exclude);
    expect(call.mock.calls.some(([id]) => id === 'excludeKeyGoTap')).toBe(false);
    await user.selectOptions(reason, 'incomplete-journey');
    expect(exclude.getAttribute('aria-disabled')).toBe('false');
  });
});
