// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionButton } from './ActionButton';
import { registerPredicate } from './predicates';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

registerPredicate('printTestPending', (record) => (record as { status: string }).status === 'pending');
const translations = { PRINT: 'Print', PRINT_PENDING: 'A pending transfer cannot be printed.' };
const action = {
  id: 'print',
  label: 'PRINT',
  print: true,
  disabledWhen: { predicate: 'printTestPending', reason: 'PRINT_PENDING' },
} as const;

function renderButton(record: unknown, onOpen = vi.fn()) {
  renderWithRuntime(<ActionButton action={action} record={record} routeParams={{}} onOpen={onOpen} />, {
    translations,
  });
  return onOpen;
}

describe('print action (print: true)', () => {
  it('prints the page, opening no dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const onOpen = renderButton({ status: 'verified' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('while disabledWhen holds (a pending transfer) does not print and says why', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderButton({ status: 'pending' });
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('A pending transfer cannot be printed.')).toBeTruthy();
    await userEvent.click(button);
    expect(print).not.toHaveBeenCalled();
  });
});
