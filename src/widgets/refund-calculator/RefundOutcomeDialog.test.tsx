// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { RuntimeServicesProvider, type RuntimeServices } from '../../runtime';
import { createTestI18n } from '../../runtime/testing/renderWithRuntime';
import { RefundOutcomeDialog } from './RefundOutcomeDialog';

afterEach(cleanup);

function show(state: unknown, level = 20) {
  const services: RuntimeServices = {
    call: vi.fn(),
    gateContext: { level, flags: {}, permissions: { canDisplayItsoRefundFailureModal: { minLevel: 'AGENT' } } },
    flags: {},
    config: {},
    notify: vi.fn(),
  };
  const location: { current?: Location } = {};
  function Probe() {
    location.current = useLocation();
    return null;
  }
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <RuntimeServicesProvider value={services}>
        <MemoryRouter initialEntries={[{ pathname: '/orders/7', state }]}>
          <Probe />
          <Routes>
            <Route path="/orders/:id" element={<RefundOutcomeDialog />} />
          </Routes>
        </MemoryRouter>
      </RuntimeServicesProvider>
    </I18nextProvider>,
  );
  return location;
}

describe('RefundOutcomeDialog (000 §4 Refund error path)', () => {
  it('renders nothing without a hand-over', () => {
    show(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    show({ refundDone: { refundId: 'R1', total: 100 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the message of the code and closes for good', async () => {
    const location = show({ refundError: { code: 'AmountExceedsLimit', message: 'over £150.00' } });
    expect(screen.getByRole('dialog', { name: 'REFUND_FAILED_TITLE' })).toBeTruthy();
    expect(screen.getByText('REFUND_UNSUCCESSFUL_AMOUNT_EXCEEDS_LIMIT')).toBeTruthy();
    expect(screen.getByText('REFUND_FAILED_SERVER_SAID')).toBeTruthy();
    expect(screen.queryByText('REFUND_RETRY_AFTER_HOUR')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'REFUND_CLOSE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.current?.state).toBeNull();
    expect(location.current?.pathname).toBe('/orders/7');
  });

  it('adds the retry hint to an unexplained failure', () => {
    show({ refundError: { code: 'Whatever', message: '' } });
    expect(screen.getByText('REFUND_UNSUCCESSFUL')).toBeTruthy();
    expect(screen.getByText('REFUND_RETRY_AFTER_HOUR')).toBeTruthy();
  });

  it('gives BASIC users the level-1 ITSO message', () => {
    show({ refundError: { code: '7002', message: '' } }, 10);
    expect(screen.getByText('ITSO_REFUND_UNSUCCESSFUL_LEVEL1_MESSAGE')).toBeTruthy();
    cleanup();
    show({ refundError: { code: '7002', message: '' } }, 20);
    expect(screen.getByText('ITSO_REFUND_UNSUCCESSFUL_MESSAGE_7002')).toBeTruthy();
  });

  it('opens the manual hotlisting modal', () => {
    show({ needsManualHotlisting: true });
    expect(screen.getByRole('dialog', { name: 'REFUND_MANUAL_HOTLIST_TITLE' })).toBeTruthy();
    expect(screen.getByText('REFUND_MANUAL_HOTLIST_REQUIRED')).toBeTruthy();
  });
});
