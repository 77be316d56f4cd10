// @vitest-environment jsdom
// A direct call's `warnings`: a refusal the declaration expects (001 §8 promotion: already has the discount) is a
// warning in its own words; any other failure stays an error with the server's reasons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actions } from './Actions';
import type { ActionDef } from './screenTypes';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

const texts = {
  APPLY: 'Apply discount',
  APPLIED: 'Applied.',
  FAILED: 'Not applied.',
  ALREADY: 'Already has the discount.',
};

const apply: ActionDef = {
  id: 'apply',
  label: 'APPLY',
  confirmTwice: true,
  call: {
    call: 'applyDiscount',
    body: { customerId: '{record.id}' },
    success: 'APPLIED',
    failure: 'FAILED',
    warnings: { ALREADY_APPLIED: 'ALREADY' },
  },
};

function renderApply(error: unknown) {
  const call = vi.fn(async () => {
    throw error;
  });
  const rendered = renderWithRuntime(<Actions actions={[apply]} record={{ id: 7 }} routeParams={{}} />, {
    call: call as never,
    translations: texts,
  });
  return { ...rendered, call };
}

const refusal = (status: number, code: string, message: string) =>
  Object.assign(new Error('x'), { status, errors: [{ code, message }] });

describe('direct call warnings', () => {
  it('says an expected refusal as a warning, after the two-click confirm', async () => {
    const { call, services } = renderApply(refusal(400, 'ALREADY_APPLIED', 'The customer already has it'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply discount' }));
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /click again to confirm/ }));
    await vi.waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith({ kind: 'warning', message: 'Already has the discount.' }),
    );
    expect(call).toHaveBeenCalledWith(
      'applyDiscount',
      expect.objectContaining({ body: { customerId: 7 }, notify: false }),
    );
  });

  it('keeps any other failure an error with the reasons', async () => {
    const { services } = renderApply(refusal(400, 'OTHER', 'Something else'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply discount' }));
    await userEvent.click(screen.getByRole('button', { name: /click again to confirm/ }));
    await vi.waitFor(() =>
      expect(services.notify).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', message: expect.stringContaining('Not applied.') }),
      ),
    );
  });
});
