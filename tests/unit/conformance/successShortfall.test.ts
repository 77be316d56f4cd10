import { describe, expect, it } from 'vitest';
import { successShortfall } from '../../../scripts/conformance/successShortfall';

const times = (status: number, n: number) => Array<number>(n).fill(status);

describe('successShortfall', () => {
  it('says nothing when enough operations answered 2xx', () => {
    expect(successShortfall([...times(200, 2), ...times(404, 8)], 0.2)).toBeUndefined();
    expect(successShortfall([], 0.2)).toBeUndefined();
  });

  it('names the status most operations answered instead', () => {
    expect(successShortfall([...times(401, 83), ...times(400, 3)])).toBe(
      'token refused: 83 of 86 operations answered 401; nothing was checked',
    );
    expect(successShortfall([201, ...times(403, 9)], 0.2)).toBe(
      "access refused (the user's level, permissions or brand): 9 of 10 operations answered 403; only 1 answered 2xx, 2 needed (20%)",
    );
    expect(successShortfall([...times(503, 4), ...times(0, 2)], 0.2)).toBe(
      'the API failed: 4 of 6 operations answered 503; nothing was checked',
    );
    expect(successShortfall(times(0, 3), 0.2)).toBe(
      'no reply: 3 of 3 operations answered nothing; nothing was checked',
    );
    expect(successShortfall([200, ...times(404, 9)], 0.5)).toBe(
      'too few success replies: 9 of 10 operations answered 404; only 1 answered 2xx, 5 needed (50%)',
    );
  });

  it('needs at least one success reply whatever the share', () => {
    expect(successShortfall(times(404, 2), 0)).toBe(
      'too few success replies: 2 of 2 operations answered 404; nothing was checked',
    );
  });
});
