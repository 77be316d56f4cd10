// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogCancel } from './Dialog';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

/** Esc in a browser: a cancelable `cancel` event on the dialog. */
function pressEscape(dialog: HTMLElement) {
  const event = new Event('cancel', { cancelable: true });
  act(() => {
    dialog.dispatchEvent(event);
  });
  return event;
}

function Opener({ busy = false, onSubmit }: { busy?: boolean; onSubmit?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Remove the thing"
          onClose={() => setOpen(false)}
          busy={busy}
          error={busy ? undefined : 'It went wrong.'}
          onSubmit={onSubmit}
          footer={
            <>
              <button type="submit" className="button button--primary">
                Yes
              </button>
              <DialogCancel />
            </>
          }
        >
          <label>
            Note <input name="note" />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with its failure as an alert; Cancel closes it and the focus goes back to the opener', async () => {
    renderWithRuntime(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove the thing' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('It went wrong.');
    await userEvent.click(within(dialog).getByLabelText('Note'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Esc, without letting the browser close it behind the owner', async () => {
    renderWithRuntime(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const event = pressEscape(screen.getByRole('dialog'));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while busy, is marked so and neither Esc nor Cancel closes it', async () => {
    renderWithRuntime(<Opener busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    pressEscape(dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('with onSubmit, the body and footer are one form: the submit button calls it (Enter in a field too)', async () => {
    const onSubmit = vi.fn();
    renderWithRuntime(<Opener onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('puts its form around the body by hand: React keeps no props on it, so it never reads the form (its named getter)', async () => {
    renderWithRuntime(<Opener onSubmit={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const form = screen.getByRole('dialog').querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(form.contains(screen.getByLabelText('Note'))).toBe(true);
    expect(form.contains(screen.getByRole('button', { name: 'Yes' }))).toBe(true);
    // a rendered element carries React's props under a key of its own ('__reactProps$…'), read for every event
    expect(Object.keys(form).filter((key) => key.startsWith('__react'))).toEqual([]);
    expect(Object.keys(screen.getByLabelText('Note')).some((key) => key.startsWith('__reactProps'))).toBe(true);
  });
});
