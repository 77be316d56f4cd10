import { describe, expect, it } from 'vitest';
import { createSessionStore, toLevel } from './createSessionStore';
import type { CookieJar } from './cookies';

function memoryJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (n) => values.get(n),
    set: (n, v) => void values.set(n, v),
    remove: (n) => void values.delete(n),
  };
}
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

describe('createSessionStore', () => {
  it("keeps e-mail token, e-mail, brand and a signed-in marker in cookies (the refresh token is the server's HttpOnly cookie) and the access token in memory + sessionStorage", () => {
    const cookies = memoryJar();
    const storage = memoryStorage();
    const store = createSessionStore(cookies, storage);
    store.beginSignIn('agent@example.com', 'southern', 'et1');
    expect(store.getSnapshot().user).toBeUndefined();
    expect(store.getEmailToken()).toBe('et1');
    store.completeSignIn({ accessToken: 'at', refreshToken: 'rt', emailToken: 'et2', accessLevel: 'SUPERVISOR' });
    expect(store.getSnapshot()).toEqual({
      user: { email: 'agent@example.com', accessToken: 'at', accessLevel: 30 },
      brand: 'southern',
    });
    expect(Object.fromEntries(cookies.values)).toEqual({
      email: 'agent@example.com',
      emailToken: 'et2',
      brand: 'southern',
      signedIn: '1',
    });
    expect([...cookies.values.values()]).not.toContain('rt');
    expect([...cookies.values.values()]).not.toContain('at');

    const reloaded = createSessionStore(cookies, storage);
    expect(reloaded.getSnapshot().user).toEqual({ email: 'agent@example.com', accessToken: 'at', accessLevel: 30 });
  });

  it('a new tab (no sessionStorage) has no access token but knows it can refresh silently', () => {
    const cookies = memoryJar();
    const store = createSessionStore(cookies, memoryStorage());
    store.beginSignIn('a@b.co', 'gatwick', 'et');
    store.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: 20 });
    const tab = createSessionStore(cookies, memoryStorage());
    expect(tab.getSnapshot().user).toBeUndefined();
    expect(tab.canRefresh()).toBe(true);
  });

  it('clear ends the session but keeps the brand', () => {
    const cookies = memoryJar();
    const store = createSessionStore(cookies, memoryStorage());
    store.beginSignIn('a@b.co', 'gatwick', 'et');
    store.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: 20 });
    store.clear();
    expect(store.getSnapshot()).toEqual({ user: undefined, brand: 'gatwick' });
    expect(Object.fromEntries(cookies.values)).toEqual({ brand: 'gatwick' });
  });

  it('removes the script-readable refresh cookie older consoles wrote', () => {
    const cookies = memoryJar();
    cookies.set('refreshToken', 'old');
    const store = createSessionStore(cookies, memoryStorage());
    store.beginSignIn('a@b.co', 'gatwick', 'et');
    store.completeSignIn({ accessToken: 'at', accessLevel: 20 });
    expect(cookies.values.has('refreshToken')).toBe(false);
    store.clear();
    expect(store.canRefresh()).toBe(false);
  });

  it('reads levels as numbers, numeric strings or names', () => {
    expect([toLevel(20), toLevel('40'), toLevel('BASIC'), toLevel('nonsense')]).toEqual([20, 40, 10, 0]);
  });

  it('remembers, in memory only, whose session last ended in the tab', () => {
    const cookies = memoryJar();
    const store = createSessionStore(cookies, memoryStorage());
    expect(store.getSignedOutEmail?.()).toBe(undefined);
    store.beginSignIn('basic@trainhugger.example', 'trainhugger', 'et1');
    store.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: 'BASIC' });
    store.clear();
    expect(store.getSignedOutEmail?.()).toBe('basic@trainhugger.example');
    // a second clear (the refresh that follows a logout fails) keeps it
    store.clear();
    expect(store.getSignedOutEmail?.()).toBe('basic@trainhugger.example');
    expect([...cookies.values.values()]).not.toContain('basic@trainhugger.example');
  });
});
