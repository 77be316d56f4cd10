/** Minimal cookie access over `document.cookie` (injectable for tests). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/**
 * 000 §3 Session user: the refresh token, e-mail token, e-mail and brand live in cookies.
 * `SameSite=Strict; Path=/`, and `Secure` whenever the console is served over https. Session cookies
 * (no expiry): closing the browser ends the session.
 */
export function documentCookies(
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): CookieJar {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
        const eq = part.indexOf('=');
        if (decodeURIComponent(part.slice(0, eq)) === name) return decodeURIComponent(part.slice(eq + 1));
      }
      return undefined;
    },
    set(name, value) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=${attributes}; Max-Age=0`;
    },
  };
}
