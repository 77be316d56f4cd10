// @vitest-environment jsdom
// Issue 32 item 17 (001 §5 / §9 "Default fulfilment station code 5268"): the flexi add dialogs start at the brand's
// defaultFulfilmentStation, named in the screens as the template '{config.defaultFulfilmentStation}'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import screens from '../generated/screens.json';
import { Actions } from './Actions';
import type { ActionDef } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

type Panels = Array<{ id: string; rowActions?: ActionDef[] }>;
const flexiAdd = (screenId: string) =>
  (screens as unknown as Record<string, { detail: { panels: Panels } }>)[screenId].detail.panels
    .flatMap((p) => p.rowActions ?? [])
    .find((a) => a.id === 'addFlexiPass')!;

describe.each(['account', 'smartcard'])('the %s page’s Add flexi passes dialog', (screenId) => {
  it('starts at the brand’s defaultFulfilmentStation', async () => {
    const call = vi.fn(async (id: string) =>
      id === 'getStation' ? { result: { name: 'London Victoria', nlc: '5426', crs: 'VIC' } } : { result: [] },
    );
    const action: ActionDef = { ...flexiAdd(screenId), gate: undefined, disabledWhen: undefined };
    renderWithRuntime(
      <Actions
        actions={[action]}
        record={{ orderId: 7, flexiType: 'STICKET', interoperable: false }}
        routeParams={{ id: '9', cid: '9' }}
      />,
      { call, config: { defaultFulfilmentStation: '5426' } },
    );
    await userEvent.click(screen.getByRole('button', { name: /FLEXI_ADD_PASSES/ }));
    const dialog = await screen.findByRole('dialog');
    const station = (await within(dialog).findByRole('combobox', {
      name: /FLEXI_COLLECTION_STATION/,
    })) as HTMLInputElement;
    await waitFor(() => expect(station.value).toBe('London Victoria (VIC)'));
    expect(call).toHaveBeenCalledWith('getStation', { params: { code: '5426' }, notify: false });
  });
});
