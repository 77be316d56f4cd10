import { describe, expect, it } from 'vitest';
import screens from '../../src/generated/screens.json';
import texts from '../../src/i18n/en-GB/smartcards.json';

interface Modal {
  call?: string;
  form?: string;
  failureText?: string;
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
    for (const modal of registering) expect(modal.failureText).toBe('REGISTER_ERROR');
    expect(texts.REGISTER_ERROR).toContain('{{status}}');
  });
});
