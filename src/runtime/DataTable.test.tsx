// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  cleanup();
});

function renderLinkedTable() {
  return renderWithRuntime(
    <DataTable
      columns={[
        { field: 'id', label: 'ID' },
        { field: 'email', label: 'EMAIL' },
      ]}
      rows={[{ id: 7, email: 'someone@example.com' }]}
      rowLink="/things/{id}"
    />,
  );
}

describe('DataTable row link', () => {
  it('follows the row link on a plain click anywhere in the row', async () => {
    const { location } = renderLinkedTable();
    await userEvent.click(screen.getByText('someone@example.com'));
    expect(location.current?.pathname).toBe('/things/7');
  });

  it('does not follow it when the click ends a text selection (staff copying an e-mail or a number)', async () => {
    const { location } = renderLinkedTable();
    const cell = screen.getByText('someone@example.com');
    const range = document.createRange();
    range.selectNodeContents(cell);
    window.getSelection()?.addRange(range);
    fireEvent.click(cell);
    expect(location.current?.pathname).toBe('/');
  });
});

describe('DataTable headers', () => {
  it('an ungrouped table leaves its cells to their column headers (no headers attribute naming anything else)', () => {
    renderWithRuntime(
      <DataTable
        columns={[{ field: 'id', label: 'ID' }]}
        rows={[{ id: 7 }, { id: 8 }, { id: 9 }]}
        rowActions={{ header: 'Actions', render: () => <button type="button">Go</button> }}
      />,
    );
    expect(document.querySelectorAll('td[headers]')).toHaveLength(0);
  });
});

describe('DataTable row actions in a frame too narrow for the table (issue 22)', () => {
  // jsdom lays nothing out: the frame's width and the table's are set here, and the ResizeObserver is driven by hand
  let frameWidth = 1000;
  let tableWidth = 800;
  let observed: (() => void) | undefined;
  beforeEach(() => {
    frameWidth = 1000;
    tableWidth = 800;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => frameWidth);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TABLE' ? tableWidth : frameWidth;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderTable = () =>
    renderWithRuntime(
      <DataTable
        columns={[{ field: 'id', label: 'ID' }]}
        rows={[{ id: 7 }, { id: 8 }]}
        rowActions={{ header: 'Actions', render: (row) => <button type="button">Remove {String(row.id)}</button> }}
      />,
    );

  it('keeps the actions as a last column while the table fits', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    const row = screen.getByRole('button', { name: 'Remove 7' }).closest('tr')!;
    expect(row.textContent).toBe('7Remove 7');
  });

  it('gives each row its actions in a row of their own under it rather than over its values, until the frame is wide enough again', () => {
    tableWidth = 1200;
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const row = screen.getByRole('button', { name: 'Remove 7' }).closest('tr')!;
    expect(row.className).toBe('data-table__actions-row');
    expect(row.previousElementSibling?.textContent).toBe('7');
    // wider, but not yet as wide as the table needed with its actions: still below
    frameWidth = 1100;
    act(() => observed?.());
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    frameWidth = 1200;
    act(() => observed?.());
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it('moves nothing while the focus is in the table (a button being used keeps its place), then follows', async () => {
    renderTable();
    const button = screen.getByRole('button', { name: 'Remove 7' });
    button.focus();
    tableWidth = 1200;
    act(() => observed?.());
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove 7' })).toBe(button);
    await act(async () => {
      button.blur();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
