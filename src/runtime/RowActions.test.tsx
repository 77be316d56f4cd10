// @vitest-environment jsdom
// Action widgets (`widget:` instead of `modal:`) and search `rowActions`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import { registerActionWidget, type ActionWidgetProps } from './actionWidgets';
import { registerPredicate } from './predicates';
import { resolveScreen } from './resolveScreen';
import type { ActionDef, ScreenDefinition } from './screenTypes';
import { SearchScreen } from './SearchScreen';
import { registerTestForm } from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

registerTestForm('test/thingSearch', { type: 'object', properties: { name: { type: 'string', title: 'TEST_NAME' } } });
registerPredicate('testRowIsOpen', (record) => (record as { status?: string })?.status === 'Open');

function TestCloseDialog({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const thing = record as { id: number; name: string };
  return (
    <dialog open aria-label="Close thing">
      <p>{`Closing ${thing.name} from ${routeParams.area ?? 'nowhere'}`}</p>
      <label>
        Note <input />
      </label>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button type="button" onClick={() => onSuccess({ ref: `R${thing.id}` })}>
        Done
      </button>
    </dialog>
  );
}
registerActionWidget('testCloseDialog', TestCloseDialog);

const closeAction: ActionDef = {
  id: 'close',
  label: 'TEST_CLOSE',
  when: 'testRowIsOpen',
  widget: 'testCloseDialog',
  navigate: '/things/{record.id}/{reply.ref}',
};

const definition: ScreenDefinition = {
  id: 'things',
  kind: 'search',
  route: '/things',
  gate: { minLevel: 'BASIC' },
  title: 'THINGS',
  search: {
    form: 'test/thingSearch',
    call: 'searchThings',
    columns: [
      { field: 'id', label: 'TEST_ID' },
      { field: 'name', label: 'TEST_NAME' },
    ],
    rowLink: '/things/{id}',
    rowActions: [closeAction, { id: 'hqOnly', label: 'TEST_HQ', gate: { minLevel: 'HQ' }, widget: 'testCloseDialog' }],
  },
};

const rows = [
  { id: 1, name: 'Alpha', status: 'Open' },
  { id: 2, name: 'Beta', status: 'Closed' },
];

function renderThings(level = 30) {
  const resolved = resolveScreen(definition, { gateContext: { level, flags: {}, permissions: {} }, config: {} })!;
  const call = vi.fn(async () => ({ result: rows, links: { page: 1, limit: 10, total: 2 } }));
  return renderWithRuntime(<SearchScreen screen={resolved} />, {
    url: '/things?name=a&page=1&limit=10',
    path: '/things',
    call,
    level,
  });
}

describe('search rowActions', () => {
  it('keeps only the row actions the user passes (gate, flag)', () => {
    const ctx = (level: number) => ({ gateContext: { level, flags: {}, permissions: {} }, config: {} });
    expect(resolveScreen(definition, ctx(30))!.search!.rowActions!.map((a) => a.id)).toEqual(['close']);
    expect(resolveScreen(definition, ctx(40))!.search!.rowActions!.map((a) => a.id)).toEqual(['close', 'hqOnly']);
  });

  it('shows the buttons in a last column, per row where `when` holds, described by the row', async () => {
    renderThings();
    await screen.findByText('Alpha');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['TEST_ID', 'TEST_NAME', 'Actions']);
    const [, alpha, beta] = screen.getAllByRole('row');
    const button = within(alpha).getByRole('button', { name: 'TEST_CLOSE' });
    expect(within(beta).queryByRole('button')).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('1');
    expect(button.closest('td')).toBe(alpha.lastElementChild);
  });

  it('opens the widget with the row as record; clicks in the cell or the dialog do not follow the row link', async () => {
    const { location } = renderThings();
    await screen.findByText('Alpha');
    const cell = screen.getByRole('button', { name: 'TEST_CLOSE' }).closest('td')!;
    fireEvent.click(cell);
    expect(location.current!.pathname).toBe('/things');
    await userEvent.click(within(cell).getByRole('button', { name: 'TEST_CLOSE' }));
    const dialog = screen.getByRole('dialog', { name: 'Close thing' });
    expect(dialog.textContent).toContain('Closing Alpha from nowhere');
    expect(dialog.closest('table')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.current!.pathname).toBe('/things');
  });

  it('after the widget reports success, closes it and opens `navigate` filled from the record and the reply', async () => {
    const { location } = renderThings();
    await userEvent.click(await screen.findByRole('button', { name: 'TEST_CLOSE' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location.current!.pathname).toBe('/things/1/R1'));
  });
});

describe('action widgets on a detail screen', () => {
  it('opens the named widget with the record and route parameters; success without navigate only closes it', async () => {
    const edit: ActionDef = { id: 'edit', label: 'TEST_EDIT', widget: 'testCloseDialog' };
    const { location } = renderWithRuntime(
      <Actions actions={[edit]} record={{ id: 5, name: 'Five' }} routeParams={{ area: 'north' }} />,
      {
        url: '/things/5',
        path: '/things/:id',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'TEST_EDIT' }));
    expect(screen.getByRole('dialog').textContent).toContain('Closing Five from north');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.current!.pathname).toBe('/things/5');
  });

  it('says so when the named widget is not registered', async () => {
    renderWithRuntime(
      <Actions actions={[{ id: 'x', label: 'TEST_X', widget: 'notRegistered' }]} record={{}} routeParams={{}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'TEST_X' }));
    expect(screen.getByRole('alert').textContent).toBe('Widget notRegistered is not registered.');
  });
});
