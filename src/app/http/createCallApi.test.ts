import { describe, expect, it, vi } from 'vitest';
import { createCallApi, indexDeclarations } from './createCallApi';

describe('createCallApi', () => {
  const declarations = [
    { id: 'getOrder', method: 'GET', path: '/orders/{id}' },
    { id: 'listRailcards', method: 'GET', path: '/customers/{id}/railcards' },
  ];

  it('sends the declared method and path with the given params, query and body', async () => {
    const request = vi.fn(async () => ({ result: 'ok' }));
    const load = vi.fn(async () => ({ default: declarations }));
    const call = createCallApi({ request } as never, load);
    await expect(call('getOrder', { params: { id: 42 } })).resolves.toEqual({ result: 'ok' });
    await call('listRailcards', { params: { id: 7 }, query: { state: ['ACCEPTED', 'PENDING'] } });
    expect(request).toHaveBeenNthCalledWith(1, { method: 'GET', path: '/orders/{id}', params: { id: 42 } });
    expect(request).toHaveBeenNthCalledWith(2, {
      method: 'GET',
      path: '/customers/{id}/railcards',
      params: { id: 7 },
      query: { state: ['ACCEPTED', 'PENDING'] },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a call declared with encoding: multipart as multipart', async () => {
    const request = vi.fn(async () => ({ result: 'ok' }));
    const call = createCallApi({ request } as never, async () => [
      { id: 'upload', method: 'POST', path: '/image', encoding: 'multipart' },
    ]);
    await call('upload', { body: { primaryPhoto: 'data:image/png;base64,AA==' } });
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      path: '/image',
      body: { primaryPhoto: 'data:image/png;base64,AA==' },
      multipart: true,
    });
  });

  it('rejects an undeclared call id', async () => {
    const call = createCallApi({ request: vi.fn() } as never, async () => declarations);
    await expect(call('nope')).rejects.toThrow(/nope/);
  });

  it('reads the declarations as a list, { calls } or a map by id', () => {
    expect([...indexDeclarations(declarations).keys()]).toEqual(['getOrder', 'listRailcards']);
    expect([...indexDeclarations({ calls: declarations }).keys()]).toEqual(['getOrder', 'listRailcards']);
    expect(indexDeclarations({ getOrder: { method: 'GET', path: '/orders/{id}' } }).get('getOrder')?.path).toBe(
      '/orders/{id}',
    );
  });
});
