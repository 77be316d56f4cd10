// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from './Screen';
import {
  loadedScreenDefinition,
  loadScreenModule,
  loadScreenParts,
  replaceScreenModule,
  setWidgetFoldersLoader,
} from './screenRegistry';
import type { ScreenDefinition } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

const original = loadedScreenDefinition('searchCustomers')!;
afterEach(() => {
  cleanup();
  replaceScreenModule({ definition: original, calls: {} });
});

/** the customer search as after an edit of its YAML that adds a column (npm run dev, src/app/dev/hotScreenModules.ts) */
function withDateOfBirth(): ScreenDefinition {
  const search = original.search!;
  return {
    ...original,
    search: { ...search, columns: [...search.columns!, { field: 'dateOfBirth', label: 'CUSTOMER_DATE_OF_BIRTH' }] },
  } as ScreenDefinition;
}

describe('replaceScreenModule', () => {
  it('shows the new declaration on the open screen, which keeps its results and its form', async () => {
    const call = vi.fn(async () => ({
      result: [{ id: 1, firstNames: 'Ada', surname: 'Lovelace', dateOfBirth: '1815-12-10' }],
      links: { page: 1, limit: 10, total: 1 },
    }));
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers?surname=Lovelace&page=1',
      path: '/search-customers',
      call,
      translations: { CUSTOMER_DATE_OF_BIRTH: 'Date of birth' },
    });
    await screen.findByRole('columnheader', { name: 'Postcode' });
    await userEvent.type(await screen.findByLabelText('First name'), 'Ad');
    expect(screen.queryByRole('columnheader', { name: 'Date of birth' })).toBeNull();

    act(() => replaceScreenModule({ definition: withDateOfBirth(), calls: {} }));

    expect(await screen.findByRole('columnheader', { name: 'Date of birth' })).toBeTruthy();
    expect(screen.getByText('1815-12-10')).toBeTruthy();
    // the same form and results, not a remount: the typed value stays and the search was not made again
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ad');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is what a later load of the screen gives', async () => {
    replaceScreenModule({ definition: withDateOfBirth(), calls: { searchCustomers: { method: 'GET', path: '/x' } } });
    const module = await loadScreenModule('searchCustomers');
    expect(module.definition.search!.columns!.map((c) => c.field)).toContain('dateOfBirth');
  });
});

describe('loadScreenParts', () => {
  afterEach(() => setWidgetFoldersLoader(async () => undefined));

  it('gives the declaration, then each widget folder as it arrives: a slow folder holds back only its own part', async () => {
    const loaded: string[] = [];
    // railcard-linked never arrives; the others at once
    setWidgetFoldersLoader(async (folders) => {
      if (folders.includes('railcard-linked')) return new Promise(() => undefined);
      loaded.push(...folders);
    });
    const [declaration, ...folders] = loadScreenParts('smartcard');
    expect((await declaration).definition.id).toBe('smartcard');
    const settled = folders.map(() => false);
    folders.forEach((part, i) => void part.then(() => (settled[i] = true)));
    await vi.waitFor(() => expect(settled.filter(Boolean)).toHaveLength(folders.length - 1));
    expect(loaded).toEqual(expect.arrayContaining(['keygo', 'smartcards']));
    expect(loaded).not.toContain('railcard-linked');
  });
});
