import { describe, expect, it } from 'vitest';
import { photoError } from './photoError';

const TYPES = ['jpg', 'jpeg', 'png', 'gif'];
const MAX = 2 * 1024 * 1024;
const ok = { contentType: 'image/png', bytes: 50_000, width: 90, height: 100 };

describe('photoError', () => {
  it('accepts a portrait image of up to 2 MB, 9:10 exactly included', () => {
    expect(photoError(ok, TYPES, MAX, 0.9)).toBeNull();
    expect(
      photoError({ ...ok, contentType: 'image/jpeg', bytes: MAX, width: 360, height: 480 }, TYPES, MAX, 0.9),
    ).toBeNull();
  });
  it('refuses other types, larger files and wider shapes', () => {
    expect(photoError({ ...ok, contentType: 'image/svg+xml' }, TYPES, MAX, 0.9)).toBe('PHOTO_NOT_IMAGE');
    expect(photoError({ ...ok, contentType: 'application/pdf' }, TYPES, MAX, 0.9)).toBe('PHOTO_NOT_IMAGE');
    expect(photoError({ ...ok, bytes: MAX + 1 }, TYPES, MAX, 0.9)).toBe('PHOTO_TOO_LARGE');
    expect(photoError({ ...ok, width: 91 }, TYPES, MAX, 0.9)).toBe('PHOTO_NOT_PORTRAIT');
    expect(photoError({ ...ok, width: 200, height: 100 }, TYPES, MAX, 0.9)).toBe('PHOTO_NOT_PORTRAIT');
    expect(photoError({ ...ok, width: 0 }, TYPES, MAX, 0.9)).toBe('PHOTO_NOT_PORTRAIT');
  });
});
