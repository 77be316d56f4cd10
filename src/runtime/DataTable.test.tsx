// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
