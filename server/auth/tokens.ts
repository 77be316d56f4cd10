// Random bearer tokens and codes. Only SHA-256 hashes are stored, so a database leak reveals no usable token.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 000 §9 two-factor code: 6 digits. */
export function newSecondFactorCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A 6-digit code has few values, so it is keyed by its e-mail token: a leaked hash alone cannot be reversed by table. */
export function hashCode(code: string, emailToken: string): string {
  return createHmac('sha256', emailToken).update(code).digest('hex');
}

/** Compares two hex hashes in constant time: the caller knows the HMAC key (its own e-mail token), so a timed
 *  string comparison would let it learn the stored code hash byte by byte and then search the 10^6 codes offline. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
