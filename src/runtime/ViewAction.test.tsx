// @vitest-environment jsdom
// `view` actions: a read-only dialog of declared fields, from a call's reply or from the record; Close only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import type { ActionDef } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

const texts = {
  VIEW: 'View photo',
  TITLE: 'Photo of child card {{record.id}}',
  PHOTO: 'Photo',
  NAME: 'Name',
  FAILED: 'The photo could not be loaded.',
};

const photoView: ActionDef = {
  id: 'view',
  label: 'VIEW',
  view: {
    title: 'TITLE',
    call: 'getPhoto',
    params: { id: '{record.id}' },
    fields: [{ field: 'src', label: 'PHOTO', format: 'photo' }],
    loadError: 'FAILED',
  },
};

function renderView(action: ActionDef, call: (id: string, args?: unknown) => Promise<unknown>) {
  const fn = vi.fn(call);
  const rendered = renderWithRuntime(<Actions actions={[action]} record={{ id: 9, name: 'Sam' }} routeParams={{}} />, {
    call: fn as never,
    translations: texts,
  });
  return { ...rendered, call: fn };
}

describe('view actions', () => {
  it("shows the call's reply read-only, and Close ends it without any change", async () => {
    const { call, services } = renderView(photoView, async () => ({ result: { src: 'data:image/png;base64,AAAA' } }));
    await userEvent.click(screen.getByRole('button', { name: 'View photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of child card 9' });
    expect((await within(dialog).findByRole('img')).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(call).toHaveBeenCalledWith('getPhoto', { params: { id: '9' }, notify: false });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Close');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    expect(services.notify).not.toHaveBeenCalled();
  });

  it('says a failed call in the dialog', async () => {
    renderView(photoView, async () => {
      throw Object.assign(new Error('x'), { status: 500, errors: [] });
    });
    await userEvent.click(screen.getByRole('button', { name: 'View photo' }));
    expect(await screen.findByText('The photo could not be loaded.')).toBeTruthy();
  });

  it('without a call shows the record', async () => {
    const { call } = renderView(
      { id: 'v', label: 'VIEW', view: { title: 'TITLE', fields: [{ field: 'name', label: 'NAME' }] } },
      async () => ({}),
    );
    await userEvent.click(screen.getByRole('button', { name: 'View photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of child card 9' });
    expect(dialog.textContent).toContain('Sam');
    expect(call).not.toHaveBeenCalled();
  });
});
