import { describe, expect, it } from 'vitest';
import { claimImageError } from './claimImageError';

const TYPES = ['jpg', 'jpeg', 'png', 'gif'];
const MAX = 2 * 1024 * 1024;

describe('claimImageError', () => {
  it('takes a jpg, png or gif of any shape up to the limit', () => {
    expect(claimImageError({ contentType: 'image/png', bytes: 50_000 }, TYPES, MAX)).toBeNull();
    expect(claimImageError({ contentType: 'image/jpeg', bytes: MAX }, TYPES, MAX)).toBeNull();
    expect(claimImageError({ contentType: 'IMAGE/GIF', bytes: 1 }, TYPES, MAX)).toBeNull();
  });
  it('refuses another type, an empty file and one over the limit', () => {
    expect(claimImageError({ contentType: 'application/pdf', bytes: 10 }, TYPES, MAX)).toBe('PHOTO_NOT_IMAGE');
    expect(claimImageError({ contentType: 'image/svg+xml', bytes: 10 }, TYPES, MAX)).toBe('PHOTO_NOT_IMAGE');
    expect(claimImageError({ contentType: 'image/png', bytes: 0 }, TYPES, MAX)).toBe('PHOTO_NOT_IMAGE');
    expect(claimImageError({ contentType: 'image/png', bytes: MAX + 1 }, TYPES, MAX)).toBe('PHOTO_TOO_LARGE');
  });
  it("follows the brand's image types", () => {
    expect(claimImageError({ contentType: 'image/gif', bytes: 10 }, ['png'], MAX)).toBe('PHOTO_NOT_IMAGE');
  });
});
