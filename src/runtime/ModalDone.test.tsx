// @vitest-environment jsdom
// modal.done: a success dialog chosen by the reply (a field of the result, or a derivation of it) with a link, instead
// of the success notification and navigate; a value without a dialog falls back to them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import { registerDerivation } from './derivations';
import type { ActionDef, DoneDef } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

registerDerivation('testOutcome', (result) => {
  const r = result as { outcome?: string; linkError?: unknown };
  return r.outcome === 'created' && r.linkError ? 'created-not-linked' : r.outcome;
});

const texts = {
  ISSUE: 'Issue',
  ISSUE_TITLE: 'Issue a card',
  YES: 'Yes',
  ISSUED: 'Issued (notification)',
  CREATED_TITLE: 'Customer registered',
  CREATED: 'Account {{reply.customerId}} created.',
  NOT_LINKED_TITLE: 'Registered, card not linked',
  NOT_LINKED: 'Account {{reply.customerId}} created; the card was not linked: {{reply.linkError.message}}',
  OPEN: 'Open account {{reply.customerId}}',
};

const action = (done: DoneDef, navigate?: string): ActionDef => ({
  id: 'issue',
  label: 'ISSUE',
  modal: { title: 'ISSUE_TITLE', call: 'register', submit: 'YES', success: 'ISSUED', navigate, done },
});

const dialogs = {
  created: { title: 'CREATED_TITLE', message: 'CREATED', link: { label: 'OPEN', href: '/account/{reply.customerId}' } },
  'created-not-linked': {
    title: 'NOT_LINKED_TITLE',
    message: 'NOT_LINKED',
    tone: 'warning' as const,
    link: { label: 'OPEN', href: '/account/{reply.customerId}' },
  },
};

function renderAction(def: ActionDef, result: unknown) {
  const call = vi.fn(async () => ({ result }));
  return renderWithRuntime(<Actions actions={[def]} record={{ id: 1 }} routeParams={{}} />, {
    call,
    translations: texts,
    url: '/card-issuance',
    path: '/card-issuance',
  });
}

describe('modal.done', () => {
  it('shows the dialog the reply names by a field, with its link, instead of notifying', async () => {
    const { services, location } = renderAction(action({ field: 'outcome', dialogs }), {
      outcome: 'created',
      customerId: 42,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer registered' });
    expect(dialog.textContent).toContain('Account 42 created.');
    expect(services.notify).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Open account 42' }));
    expect(location.current?.pathname).toBe('/account/42');
  });

  it('chooses by a derivation (created but not linked) and closes with Close', async () => {
    renderAction(action({ derive: 'testOutcome', dialogs }), {
      outcome: 'created',
      customerId: 43,
      linkError: { status: 400, message: 'The card is in use' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registered, card not linked' });
    expect(dialog.textContent).toContain('the card was not linked: The card is in use');
    expect(dialog.querySelector('.callout--warning')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to success and navigate for a value without a dialog', async () => {
    const { services, location } = renderAction(action({ field: 'outcome', dialogs }, '/account/{reply.customerId}'), {
      outcome: 'linked',
      customerId: 44,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Issued (notification)' }),
    );
    expect(location.current?.pathname).toBe('/account/44');
  });
});
