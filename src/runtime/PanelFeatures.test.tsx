// @vitest-environment jsdom
// The panel declarations of issue 8: panel actions (disabled with a reason), row actions on table panels, direct-call
// actions, two-click confirm, expandable rows, grouped tables, callouts, joined lookups and derived rows/columns —
// each used by keyboard as well as by mouse.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerActionWidget } from './actionWidgets';
import { Dialog } from './Dialog';
import { registerDerivation } from './derivations';
import { Panel } from './Panel';
import { registerPredicate } from './predicates';
import { registerWidget } from './widgetRegistry';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { renderWithRuntime, type RenderOptions } from './testing/renderWithRuntime';

afterEach(cleanup);

registerPredicate('testAtLimit', (record) => (record as { journeys: number }).journeys >= 3);
registerPredicate('testIsOpen', (row) => (row as { state: string }).state === 'OPEN');
registerPredicate('testAlways', () => true);
registerPredicate('testNever', () => false);
registerDerivation('testFullName', (row) => `${(row as { first: string }).first} ${(row as { last: string }).last}`);
registerDerivation('testDay', (row) => (row as { at: string }).at.slice(0, 10));
registerDerivation('testDayTotal', (rows) => ({
  message: 'TEST_DAY_TOTAL',
  values: { total: (rows as { fare: number }[]).reduce((s, r) => s + r.fare, 0) },
}));
registerDerivation('testFlatten', (order) =>
  (order as { trips: { tickets: { id: string }[] }[] }).trips.flatMap((trip) => trip.tickets),
);
registerDerivation('testStatusCallout', (reply) =>
  (reply as { result: { active: boolean } }).result.active
    ? null
    : { tone: 'warning', message: 'TEST_NOT_ACTIVE', values: { name: 'KeyGo' } },
);
registerActionWidget('testWidget', ({ record, onClose, onSuccess }) => (
  <Dialog
    title="Widget dialog"
    onClose={onClose}
    footer={
      <button type="button" onClick={() => onSuccess()}>
        Done
      </button>
    }
  >
    <p>record {String((record as { id?: unknown })?.id)}</p>
  </Dialog>
));

const translations = {
  ADD_JOURNEY: 'Add journey',
  AT_LIMIT: 'The journey limit is reached.',
  CLOSE: 'Close',
  REMOVE: 'Remove',
  REMOVE_LABEL: 'Remove {{name}}',
  BLOCK: 'Block',
  BLOCKED: 'Blocked {{record.name}}',
  NAME: 'Name',
  STATE: 'State',
  AT: 'At',
  FARE: 'Fare',
  SHOW: 'Show detail',
  NOTHING: 'No detail',
  DETAIL: 'Detail',
  TEST_DAY_TOTAL: 'Day total {{total}}',
  TEST_NOT_ACTIVE: '{{name}} is not active',
  BALANCE: 'Balance:',
  CONFIRM: 'Send',
  TITLE: 'Things',
};

const screenStub = {} as ResolvedScreen;

function renderPanel(panel: PanelDef<number>, reply: unknown, options: RenderOptions = {}) {
  return renderWithRuntime(<Panel screen={screenStub} panel={panel} routeParams={{ id: '7' }} reply={reply} />, {
    url: '/thing/7',
    path: '/thing/:id',
    translations,
    ...options,
  });
}

const rows = [
  { id: 1, first: 'Ada', last: 'Lovelace', state: 'OPEN', at: '2026-03-01T08:00:00Z', fare: 250, data: { a: 1 } },
  { id: 2, first: 'Alan', last: 'Turing', state: 'CLOSED', at: '2026-03-01T18:00:00Z', fare: 300, data: {} },
  { id: 3, first: 'Grace', last: 'Hopper', state: 'OPEN', at: '2026-03-02T09:00:00Z', fare: 100, data: null },
];

const table = (extra: Partial<PanelDef<number>>): PanelDef<number> => ({
  id: 'things',
  title: 'TITLE',
  kind: 'table',
  source: 'result.rows',
  columns: [
    { field: 'name', label: 'NAME', derive: 'testFullName' },
    { field: 'state', label: 'STATE' },
  ],
  ...extra,
});

describe('panel actions', () => {
  const panel = table({
    actions: [
      {
        id: 'add',
        label: 'ADD_JOURNEY',
        widget: 'testWidget',
        disabledWhen: { predicate: 'testAtLimit', reason: 'AT_LIMIT' },
      },
    ],
  });

  it('open their dialog from the panel header with the screen record, by keyboard too', async () => {
    renderPanel(panel, { result: { id: 7, journeys: 1, rows } });
    const region = screen.getByRole('region', { name: 'Things' });
    const add = within(region).getByRole('button', { name: 'Add journey' });
    expect(add.getAttribute('aria-disabled')).toBeNull();
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Widget dialog' });
    expect(dialog.textContent).toContain('record 7');
  });

  it('stay visible but unusable while disabledWhen holds, and say why (described by the visible reason)', async () => {
    renderPanel(panel, { result: { id: 7, journeys: 3, rows } });
    const add = screen.getByRole('button', { name: 'Add journey' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The journey limit is reached.')).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toBe(screen.getByText('The journey limit is reached.').id);
    // still in the tab order, so the reason is heard; activating it does nothing
    expect(await focusReaches(add)).toBe(true);
    await userEvent.click(add);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Tabs until `el` has the focus (at most 10 steps). */
async function focusReaches(el: HTMLElement): Promise<boolean> {
  for (let i = 0; i < 10; i += 1) {
    if (document.activeElement === el) return true;
    await userEvent.tab();
  }
  return document.activeElement === el;
}

describe('row actions on a table panel', () => {
  it('show per row where `when` holds, name the row, and open with the row as record', async () => {
    renderPanel(
      table({
        rowActions: [
          { id: 'remove', label: 'REMOVE', ariaLabel: 'REMOVE_LABEL', when: 'testIsOpen', widget: 'testWidget' },
        ],
      }),
      { result: { id: 7, rows } },
      { translations: { ...translations, REMOVE_LABEL: 'Remove {{first}}' } },
    );
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Remove / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Remove Ada', 'Remove Grace']);
    buttons[1].focus();
    await userEvent.keyboard(' ');
    expect((await screen.findByRole('dialog', { name: 'Widget dialog' })).textContent).toContain('record 3');
  });

  it('make a `call` action at once, notify its success with the record, and refetch', async () => {
    const call = vi.fn(async (id: string) => (id === 'blockThing' ? { result: { ok: true } } : { result: { rows } }));
    const { services } = renderPanel(
      table({
        rowActions: [
          {
            id: 'block',
            label: 'BLOCK',
            when: 'testIsOpen',
            call: {
              call: 'blockThing',
              params: { id: '{id}', thing: '{record.id}' },
              body: { state: 'BLOCKED', name: '{record.first}' },
              success: 'BLOCKED',
            },
          },
        ],
      }),
      { result: { id: 7, rows: rows.map((r) => ({ ...r, name: r.first })) } },
      { call },
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Block' })[0]);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('blockThing', {
        params: { id: '7', thing: '1' },
        body: { state: 'BLOCKED', name: 'Ada' },
        notify: false,
      }),
    );
    await waitFor(() => expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blocked Ada' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('fields panel fields with when and derive', () => {
  it('shows a field only while its predicate holds for the data (with the brand config), and derives a value', () => {
    registerPredicate(
      'testChildOrAllowed',
      (data, { config }) => (data as { child?: boolean }).child === true || config?.showAll === true,
    );
    const panel: PanelDef<number> = {
      id: 'person',
      title: 'TITLE',
      kind: 'fields',
      fields: [
        { field: 'born', label: 'BORN', when: 'testChildOrAllowed' },
        { field: 'name', label: 'NAME', derive: 'testFullName' },
      ],
    };
    renderPanel(panel, { result: { born: '2020-01-01', first: 'Ada', last: 'Lovelace', child: false } });
    expect(screen.queryByText('2020-01-01')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    cleanup();
    renderPanel(
      panel,
      { result: { born: '2020-01-01', first: 'Ada', last: 'Lovelace', child: false } },
      { config: { showAll: true } },
    );
    expect(screen.getByText('2020-01-01')).toBeTruthy();
  });
});

describe('direct calls with a query', () => {
  it('send the declared fixed query values (a DELETE that says which device)', async () => {
    const call = vi.fn(async (id: string) => (id === 'removeThing' ? { result: {} } : { result: { rows } }));
    renderPanel(
      table({
        rowActions: [
          {
            id: 'remove',
            label: 'BLOCK',
            call: {
              call: 'removeThing',
              params: { thing: '{record.id}' },
              query: { primary: false, who: '{record.first}' },
              success: 'BLOCKED',
            },
          },
        ],
      }),
      { result: { id: 7, rows } },
      { call },
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Block' })[0]);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('removeThing', {
        params: { thing: '1' },
        query: { primary: false, who: 'Ada' },
        body: {},
        notify: false,
      }),
    );
  });
});

describe('two-click confirm', () => {
  it('arms on the first click with a visible, announced countdown, acts on the second, and disarms after it', async () => {
    renderPanel(
      table({ actions: [{ id: 'send', label: 'CONFIRM', confirmTwice: true, widget: 'testWidget' }] }),
      { result: { id: 7, rows } },
      { config: { confirmCountdownSeconds: 1 } },
    );
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send.textContent).toBe('Send: click again to confirm (1 s)');
    expect(screen.getByRole('status').textContent).toBe('Click Send again within 1 seconds to confirm.');
    // the countdown runs out: back to one click
    await waitFor(() => expect(send.textContent).toBe('Send'), { timeout: 2500 });
    expect(screen.getByRole('status').textContent).toBe('');
    send.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Widget dialog' })).toBeTruthy();
  });
});

describe('expandable rows', () => {
  it('open a keyboard-operable disclosure with the detail, or say there is none', async () => {
    renderPanel(
      table({ expand: { header: 'DETAIL', summary: 'SHOW', none: 'NOTHING', field: 'data', format: 'json' } }),
      { result: { id: 7, rows } },
    );
    expect(screen.getByRole('columnheader', { name: 'Detail' })).toBeTruthy();
    expect(screen.getAllByText('No detail')).toHaveLength(2);
    const summary = screen.getByText('Show detail');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(await focusReaches(summary)).toBe(true);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(details.querySelector('pre')?.textContent).toBe('{\n  "a": 1\n}');
  });

  it('may hold a nested table', () => {
    renderPanel(
      table({
        expand: { header: 'DETAIL', summary: 'SHOW', source: 'legs', columns: [{ field: 'from', label: 'NAME' }] },
      }),
      { result: { id: 7, rows: [{ ...rows[0], legs: [{ from: 'Brighton' }, { from: 'Lewes' }] }] } },
    );
    const details = screen.getByText('Show detail').closest('details')!;
    expect(within(details).getAllByRole('row')).toHaveLength(3);
    expect(within(details).getByText('Lewes')).toBeTruthy();
  });
});

describe('grouped tables', () => {
  it('put rows under a heading per group with its summary line, and toggle compact with the keyboard', async () => {
    renderPanel(table({ group: { grouping: 'testDay', format: 'date', summary: 'testDayTotal', toggle: true } }), {
      result: { id: 7, rows },
    });
    const headings = screen.getAllByRole('rowheader');
    expect(headings.map((h) => h.textContent)).toEqual(['01/03/2026', '02/03/2026']);
    expect(screen.getByText('Day total 550')).toBeTruthy();
    expect(screen.getByText('Day total 100')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Compact view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
    expect(screen.getByText('Day total 550')).toBeTruthy();
  });

  it("name each grouped cell's headers outright, its column's and its group heading's (axe th-has-data-cells)", async () => {
    renderPanel(table({ group: { by: 'state', toggle: true } }), { result: { id: 7, rows } });
    const heading = screen.getAllByRole('rowheader')[0];
    const cell = screen.getByText('Ada Lovelace').closest('td')!;
    const column = screen.getAllByRole('columnheader')[cell.cellIndex];
    expect(cell.getAttribute('headers')?.split(' ')).toEqual([column.id, heading.id]);
    expect(heading.id).not.toBe('');
    // compact without a summary line: a heading that heads no cell is no header
    await userEvent.click(screen.getByRole('button', { name: 'Compact view' }));
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByText('OPEN').tagName).toBe('TD');
  });

  it('group by a plain field too', () => {
    renderPanel(table({ group: { by: 'state' } }), { result: { id: 7, rows } });
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['OPEN', 'CLOSED']);
  });
});

describe('callouts', () => {
  it('a callout panel says a derived message with its tone, or nothing, and carries actions', () => {
    const panel: PanelDef<number> = {
      id: 'status',
      title: 'TITLE',
      kind: 'callout',
      callout: { derive: 'testStatusCallout', testId: 'keygo-status' },
      actions: [{ id: 'act', label: 'ADD_JOURNEY', widget: 'testWidget' }],
    };
    renderPanel(panel, { result: { id: 7, active: false } });
    const callout = screen.getByTestId('keygo-status');
    expect(callout.textContent).toBe('KeyGo is not active');
    expect(callout.getAttribute('data-tone')).toBe('warning');
    expect(screen.getByRole('button', { name: 'Add journey' })).toBeTruthy();
    cleanup();
    renderPanel(panel, { result: { id: 7, active: true } });
    expect(screen.queryByTestId('keygo-status')).toBeNull();
  });

  it('a table panel shows its callout line with a formatted value above the rows, also when there are none', () => {
    const panel = table({
      callout: { message: 'BALANCE', value: { field: 'result.total', format: 'money' }, testId: 'balance' },
      empty: 'NOTHING',
    });
    renderPanel(panel, { result: { total: 1234, rows: [] } });
    expect(screen.getByTestId('balance').textContent).toBe('Balance: £12.34');
    expect(screen.getByText('No detail')).toBeTruthy();
  });
});

describe('joined lookups and derived rows', () => {
  const panel: PanelDef<number> = {
    id: 'tickets',
    title: 'TITLE',
    kind: 'table',
    rows: 'testFlatten',
    join: {
      call: 'lookup',
      params: { id: '{record.id}' },
      key: 'id',
      on: 'ticketId',
      fields: { status: 'state' },
      when: 'testAlways',
    },
    columns: [
      { field: 'id', label: 'NAME' },
      { field: 'status', label: 'STATE' },
    ],
  };
  const order = {
    id: 70,
    trips: [{ tickets: [{ id: 'A', status: 'own' }] }, { tickets: [{ id: 'B', status: 'own' }] }],
  };

  it('merge the second call into the rows by key; unmatched rows keep their own values', async () => {
    const call = vi.fn(async () => ({ result: [{ ticketId: 'B', state: 'Used' }] }));
    renderPanel(panel, { result: order }, { call });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(await screen.findByText('Used')).toBeTruthy();
    expect(screen.getByText('own')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('lookup', { params: { id: '70' }, notify: false });
  });

  it('make no call when `when` does not hold, and keep the rows when the lookup fails', async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('500'), { status: 500 });
    });
    renderPanel({ ...panel, join: { ...panel.join!, when: 'testNever' } }, { result: order }, { call });
    expect(screen.getAllByText('own')).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
    cleanup();
    renderPanel(panel, { result: order }, { call });
    await waitFor(() => expect(call).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getAllByText('own')).toHaveLength(2);
  });
});

describe('planned custom panels', () => {
  it('render nothing (no error) until their widget is registered, then the widget', async () => {
    const panel = {
      id: 'later',
      title: 'RUNTIME_PANEL_EMPTY',
      kind: 'custom',
      widget: 'laterWidgetOfTest',
      planned: true,
    } as PanelDef<number>;
    renderPanel(panel, { result: {} });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    registerWidget('laterWidgetOfTest', () => <p>later widget</p>);
    renderPanel(panel, { result: {} });
    expect(await screen.findByText('later widget')).toBeTruthy();
  });
});

describe('a panel fetched on demand', () => {
  const panel: PanelDef<number> = {
    id: 'related',
    title: 'TITLE',
    kind: 'table',
    call: 'listRelated',
    params: { id: '{id}' },
    fetchOnDemand: true,
    fetchLabel: 'SHOW',
    columns: [{ field: 'first', label: 'NAME' }],
  };

  it('makes no call until its button is pressed (by keyboard), then shows the rows', async () => {
    const call = vi.fn(async () => ({ result: rows }));
    renderPanel(panel, { result: { id: 7 } }, { call });
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(call).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Show detail' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listRelated', { params: { id: '7' } });
    expect(screen.queryByRole('button', { name: 'Show detail' })).toBeNull();
  });
});
