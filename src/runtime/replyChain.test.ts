// Issue 33: a call that waits for another's reply starts on the query cache's notice that the reply is in.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterReply } from './replyChain';

describe('afterReply', () => {
  it('starts in the same turn the reply lands in the cache, whoever asked for it, and only once', () => {
    const client = new QueryClient();
    const start = vi.fn();
    afterReply(client, ['call', 'getOrder'], start);
    expect(start).not.toHaveBeenCalled();
    client.setQueryData(['call', 'getOrder'], { result: { customerId: 32 } });
    expect(start.mock.calls).toEqual([[{ result: { customerId: 32 } }]]);
    client.setQueryData(['call', 'getOrder'], { result: { customerId: 33 } });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the reply is in already', () => {
    const client = new QueryClient();
    client.setQueryData(['call', 'getOrder'], { result: 1 });
    const start = vi.fn();
    afterReply(client, ['call', 'getOrder'], start);
    expect(start).toHaveBeenCalledWith({ result: 1 });
  });

  it('never starts without the reply: not on another query, not after a failure, not after the cache is cleared', async () => {
    const client = new QueryClient();
    const start = vi.fn();
    afterReply(client, ['call', 'getOrder', { params: { id: '7' } }], start);
    client.setQueryData(['call', 'getOrder', { params: { id: '8' } }], { result: 8 });
    await client
      .fetchQuery({
        queryKey: ['call', 'getOrder', { params: { id: '7' } }],
        queryFn: () => Promise.reject(new Error('404')),
        retry: false,
      })
      .catch(() => undefined);
    client.setQueryData(['call', 'getOrder', { params: { id: '7' } }], { result: 7 });
    expect(start).not.toHaveBeenCalled();

    const cleared = vi.fn();
    void client.prefetchQuery({ queryKey: ['call', 'getCustomer'], queryFn: () => new Promise(() => undefined) });
    afterReply(client, ['call', 'getCustomer'], cleared);
    client.clear();
    client.setQueryData(['call', 'getCustomer'], { result: 1 });
    expect(cleared).not.toHaveBeenCalled();
  });
});
