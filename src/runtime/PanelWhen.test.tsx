// @vitest-environment jsdom
// Panel `when`: a panel that does not apply to the screen's record is left out and makes no call (issue 22: the
// smartcard page of a customer without a card asked for its products and gold cards too, two more 404s).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Panel } from './Panel';
import { registerPredicate } from './predicates';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

registerPredicate('testHasCard', (record) => Boolean((record as { card?: string } | undefined)?.card));

const products: PanelDef<number> = {
  id: 'products',
  title: 'PRODUCTS',
  kind: 'table',
  when: 'testHasCard',
  call: 'listProducts',
  params: { id: '{id}' },
  columns: [{ field: 'reference', label: 'REFERENCE' }],
  empty: 'NONE',
};

function renderPanel(record: Record<string, unknown>) {
  const call = vi.fn(async () => ({ result: [{ reference: 'P1' }] }));
  renderWithRuntime(
    <Panel screen={{} as ResolvedScreen} panel={products} routeParams={{ id: '7' }} reply={{ result: record }} />,
    { url: '/customers/7', path: '/customers/:id', translations: { PRODUCTS: 'Products' }, call },
  );
  return call;
}

describe('panel when', () => {
  it('leaves the panel out, and makes no call, while the predicate does not hold', async () => {
    const call = renderPanel({ id: 7, card: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Products' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
  it('shows the panel and its call while it holds', async () => {
    const call = renderPanel({ id: 7, card: '633597' });
    expect(await screen.findByText('P1')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listProducts', expect.objectContaining({ params: { id: '7' } }));
  });
});
