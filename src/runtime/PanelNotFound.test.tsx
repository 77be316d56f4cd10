// @vitest-environment jsdom
// Panel `notFound`: a 404 from the panel's own call is said as its notice, with its actions still offered (the
// smartcard page of a customer without a card keeps Issue smartcard); other failures stay load errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Panel } from './Panel';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { renderWithRuntime, type RenderOptions } from './testing/renderWithRuntime';

afterEach(cleanup);

const translations = {
  TITLE: 'Card',
  NONE: 'This customer has no smartcard.',
  ISSUE: 'Issue smartcard',
  FAILED: 'The card could not be loaded.',
  NUMBER: 'Number',
};

const panel = (extra: Partial<PanelDef<number>> = {}): PanelDef<number> => ({
  id: 'card',
  title: 'TITLE',
  kind: 'fields',
  call: 'getCard',
  params: { id: '{id}' },
  fields: [{ field: 'isrn', label: 'NUMBER' }],
  notFound: 'NONE',
  loadError: 'FAILED',
  actions: [{ id: 'issue', label: 'ISSUE', modal: { title: 'ISSUE', call: 'issue', success: 'ISSUE' } }],
  ...extra,
});

function failing(status: number) {
  return vi.fn(async (): Promise<unknown> => {
    throw Object.assign(new Error('failed'), { status, errors: [] });
  });
}

function renderPanel(def: PanelDef<number>, call: NonNullable<RenderOptions['call']>) {
  return renderWithRuntime(
    <Panel screen={{} as ResolvedScreen} panel={def} routeParams={{ id: '7' }} reply={{ result: { id: 7 } }} />,
    {
      url: '/customers/7',
      path: '/customers/:id',
      translations,
      call,
    },
  );
}

describe('panel notFound', () => {
  it('says the notice and keeps the actions when the call answers 404, without a general notification', async () => {
    const call = failing(404);
    const { services } = renderPanel(panel(), call);
    expect(await screen.findByText('This customer has no smartcard.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue smartcard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledWith('getCard', expect.objectContaining({ notify: false }));
    expect(services.notify).not.toHaveBeenCalled();
  });

  it('leaves a hideWhenEmpty panel out on 404', async () => {
    const call = failing(404);
    const { container } = renderPanel(panel({ hideWhenEmpty: true }), call);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('[data-panel="card"]')).toBeNull();
  });

  it('keeps any other failure a load error', async () => {
    renderPanel(panel(), failing(500));
    expect(await screen.findByText('The card could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('This customer has no smartcard.')).toBeNull();
  });

  it("without notFound a 404 is the runtime's not-found state, with no actions taken away either", async () => {
    renderPanel(panel({ notFound: undefined }), failing(404));
    expect(await screen.findByText(/Requested data not found|not found/i)).toBeTruthy();
    expect(screen.queryByText('This customer has no smartcard.')).toBeNull();
  });

  it('shows the data when there is some', async () => {
    renderPanel(
      panel(),
      vi.fn(async () => ({ result: { isrn: '633597' } })),
    );
    expect(await screen.findByText('633597')).toBeTruthy();
  });
});
