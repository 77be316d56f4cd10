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
    renderWithRuntime(
      <SchemaForm formId="customers/customerSearch" submitLabel="RUNTIME_SEARCH" onSubmit={() => undefined} />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadFormResources).toHaveBeenCalledTimes(2);
  });

  it("shows a field's description only when written as an i18n key: a prose one is a maintainer's note", async () => {
    loadFormResources.mockImplementation(fake.loadFormResources);
    fake.registerTestForm('test/described', {
      type: 'object',
      properties: {
        scheme: { type: 'string', title: 'Scheme', description: "the brand's compensationSchemes (configSelect)" },
        code: { type: 'string', title: 'Code', description: 'TEST_CODE_HELP' },
        agreed: { type: 'boolean', title: 'Agreed', description: 'a note about the YAML' },
      },
    });
    renderWithRuntime(<SchemaForm formId="test/described" submitLabel="RUNTIME_SEARCH" onSubmit={() => undefined} />, {
      translations: { TEST_CODE_HELP: 'Three letters or digits.' },
    });
    await screen.findByLabelText('Scheme');
    expect(screen.queryByText(/compensationSchemes/)).toBeNull();
    expect(screen.queryByText(/YAML/)).toBeNull();
    expect(screen.getByText('Three letters or digits.')).toBeTruthy();
  });

  it('with disableWhileInvalid keeps submit disabled while a value breaks the schema, and says why when the field is left', async () => {
    loadFormResources.mockImplementation(fake.loadFormResources);
    fake.registerTestForm('test/codeFilter', {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        code: { type: 'string', title: 'Code', pattern: '^[A-Z0-9]{3}$' },
      },
    });
    renderWithRuntime(
      <SchemaForm
        formId="test/codeFilter"
        submitLabel="RUNTIME_SEARCH"
        disableWhilePristine
        disableWhileInvalid
        onSubmit={() => undefined}
      />,
    );
    const search = (await screen.findByRole('button', { name: 'Search' })) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(search.disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('Code'), 'AB');
    expect(search.disabled).toBe(true);
    await userEvent.tab();
    expect(await screen.findByText('The format is not valid.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code'), 'C');
    expect(search.disabled).toBe(false);
  });
});
