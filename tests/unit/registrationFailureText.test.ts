import { describe, expect, it } from 'vitest';
import screens from '../../src/generated/screens.json';
import texts from '../../src/i18n/en-GB/smartcards.json';

interface Modal {
  call?: string;
  form?: string;
  failureText?: string | Record<string, string>;
  then?: { call?: string; fields?: string[]; failureText?: string | Record<string, string> };
}

/** Every modal of every screen (actions and row actions of searches, details and panels). */
function modals(value: unknown): Modal[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(modals);
  const obj = value as Record<string, unknown>;
  const own = obj.modal && typeof obj.modal === 'object' ? [obj.modal as Modal] : [];
  return [...own, ...Object.values(obj).flatMap(modals)];
}

describe('registration failures (001 §8 "other errors show a registration error")', () => {
  it('every register / issue smartcard dialog says a failure other than e-mail in use in its own words', () => {
    const registering = modals(screens).filter((m) => m.form === 'smartcards/registerCustomer');
    expect(registering.length).toBeGreaterThanOrEqual(4);
    for (const modal of registering.filter((m) => m.call === 'registerCustomer'))
      expect(modal.failureText).toBe('REGISTER_ERROR');
    expect(texts.REGISTER_ERROR).toContain('{{status}}');
  });

  it('every issue smartcard dialog links the card with POST /smartcard/{id}/link, whose refusal (400, 401, 403, 404) shows its own message, otherwise an activation error', () => {
    const issuing = modals(screens).filter((m) => m.call === 'issueSmartcard');
    expect(issuing.length).toBeGreaterThanOrEqual(3);
    for (const modal of issuing) {
      // 001 §7: the details first (PUT, no card number), then the link
      expect(modal.then?.call).toBe('linkSmartcard');
      expect(modal.then?.fields).toEqual(['isrn']);
      expect(modal.then?.failureText).toEqual({
        '400': 'REGISTER_LINK_REFUSED',
        '401': 'REGISTER_LINK_REFUSED',
        '403': 'REGISTER_LINK_REFUSED',
        '404': 'REGISTER_LINK_REFUSED',
        default: 'REGISTER_LINK_ACTIVATION_ERROR',
      });
      // the details' own refusal (an e-mail that is not the account's) is no link error (issue 32 item 19)
      expect(modal.failureText).toBeUndefined();
    }
    expect(texts.REGISTER_LINK_REFUSED).toContain('{{reasons}}');
    expect(texts.REGISTER_LINK_ACTIVATION_ERROR).toContain('{{status}}');
  });
});
