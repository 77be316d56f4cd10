// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { createNotificationStore } from './createNotificationStore';
import { NotificationList } from './NotificationList';

afterEach(cleanup);

describe('NotificationList', () => {
  it('announces errors as alerts and the rest as status, each dismissible', () => {
    const store = createNotificationStore();
    render(<NotificationList store={store} />);
    act(() => {
      store.notify({ kind: 'error', message: 'Unauthorized access.' });
      store.notify({ kind: 'info', message: 'Requested data not found' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Unauthorized access.');
    expect(screen.getByRole('status').textContent).toContain('Requested data not found');
    act(() => screen.getAllByRole('button', { name: 'Dismiss notification' })[0].click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
