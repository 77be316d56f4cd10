// 000 §7 refresh: the pair a refresh token was rotated to, kept on the old token's row so that a second tab
// refreshing with the same token inside the grace window gets the same pair instead of tripping reuse detection.
// Only hashes of tokens are stored, so the pair is AES-256-GCM encrypted under a key derived from the OLD refresh
// token (256 random bits): only a holder of that token can read it back, and a database leak reveals nothing usable.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const keyOf = (oldToken: string) => Buffer.from(hkdfSync('sha256', oldToken, '', 'rail-refresh-rotated-pair', 32));

export function sealRotatedPair(oldToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
}

/** undefined when the text was not sealed with this token (tampered, or another token). */
export function openRotatedPair(oldToken: string, text: string): TokenPair | undefined {
  try {
    const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(oldToken), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return undefined;
  }
}
