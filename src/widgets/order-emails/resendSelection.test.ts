import { describe, expect, it } from 'vitest';
import { resendErrors, resendRequests, type ResendChoice } from './resendSelection';

const choice = (emailId: number, checked: boolean, email: string): ResendChoice => ({ emailId, checked, email });

describe('resend selection', () => {
  it('asks one call per checked e-mail, with the trimmed address', () => {
    expect(
      resendRequests([
        choice(1, true, ' ann@example.com '),
        choice(2, false, 'bob@example.com'),
        choice(3, true, 'cy@example.co.uk'),
      ]),
    ).toEqual([
      { emailId: 1, email: 'ann@example.com' },
      { emailId: 3, email: 'cy@example.co.uk' },
    ]);
  });

  it('reports a missing or invalid address of a checked e-mail only', () => {
    const choices = [
      choice(1, true, ''),
      choice(2, true, 'not-an-address'),
      choice(3, false, 'also wrong'),
      choice(4, true, 'ok@example.com'),
    ];
    expect([...resendErrors(choices)]).toEqual([
      [1, 'ORDER_RESEND_EMAIL_REQUIRED'],
      [2, 'ORDER_RESEND_EMAIL_INVALID'],
    ]);
    expect(resendRequests(choices)).toEqual([]);
  });

  it('asks nothing when nothing is checked', () => {
    expect(resendRequests([choice(1, false, 'ann@example.com')])).toEqual([]);
  });
});
