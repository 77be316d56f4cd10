// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './SchemaForm';
import * as fake from './testing/fakeFormResources';
import { renderWithRuntime } from './testing/renderWithRuntime';

const loadFormResources = vi.hoisted(() => vi.fn());
vi.mock('./formResources', () => ({ loadFormResources }));

afterEach(() => {
  cleanup();
  loadFormResources.mockReset();
});

describe('SchemaForm', () => {
  it('offers Try again when the form could not be loaded, and loads it on the retry', async () => {
    loadFormResources.mockRejectedValueOnce(new Error('chunk failed')).mockImplementation(fake.loadFormResources);
    renderWithRuntime(<SchemaForm formId="customers/customerSearch" submitLabel="RUNTIME_SEARCH" onSubmit={() => undefined} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadFormResources).toHaveBeenCalledTimes(2);
  });
});
