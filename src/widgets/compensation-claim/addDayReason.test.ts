import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { compensationClaimErrors, type ClaimDraft } from '../../domain/compensationClaimErrors';
import { compensationLimitsOf } from '../../domain/compensationLimits';
import compensationTexts from '../../i18n/en-GB/compensation.json';
import widgetTexts from './i18n.en-GB.json';
import { addDayReason } from './addDayReason';

const limits = compensationLimitsOf({
  compensationNonSeasonStartDate: '2018-01-01',
  compensationNonSeasonEndDate: '2018-12-31',
  compensationStartDate: '2018-01-01',
  compensationEndDate: '2018-12-31',
});
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en-GB',
  resources: { 'en-GB': { translation: { ...compensationTexts, ...widgetTexts } } },
  interpolation: { escapeValue: false },
});
const t = i18n.t.bind(i18n);

const reasonOf = (draft: ClaimDraft, week = 0) =>
  addDayReason(draft.weeks![week]!, week, compensationClaimErrors(draft, limits), t, limits);

describe('addDayReason (001 §5 Add day disabled, in words)', () => {
  it('names what is missing, and on which day and ticket, in the form order', () => {
    const draft: ClaimDraft = {
      kind: 'non-season',
      weeks: [
        {
          period: '2018-03-05',
          days: [
            {
              date: '2018-03-05',
              outward: { type: 'single', origin: 'BTN', destination: 'VIC', level: 1, number: '12345', price: 500 },
            },
          ],
        },
      ],
    };
    expect(reasonOf(draft)).toBe(
      'Before adding a day, fill in or correct — Day 1, outward ticket: Place of purchase, Evidence',
    );
  });

  it('says what is wrong with a value, and names the day itself and the return ticket apart', () => {
    const draft: ClaimDraft = {
      kind: 'non-season',
      weeks: [
        { period: '2018-02-26', days: [] },
        {
          period: '2018-03-05',
          days: [
            {
              date: '2018-03-05',
              outward: {
                type: 'return',
                origin: 'BTN',
                destination: 'VIC',
                level: 1,
                number: '12345',
                price: 500,
                purchaseLocation: 'online',
                evidenceType: 'receipt',
              },
            },
            {
              outward: {
                type: 'single',
                origin: 'BTN',
                destination: 'VIC',
                level: 1,
                number: '1',
                price: 500,
                purchaseLocation: 'online',
                evidenceType: 'receipt',
              },
              return: { type: 'single' },
            },
          ],
        },
      ],
    };
    const reason = reasonOf(draft, 1);
    expect(reason).toMatch(/^Before adding a day, fill in or correct — /);
    expect(reason).toContain('Day 1: This ticket type needs a return ticket');
    expect(reason).toContain('Day 2: Date; Day 2, outward ticket: Ticket number (Enter a valid ticket number');
    expect(reason).toContain('Day 2, return ticket: From, To');
    // the first week's days are not this week's
    expect(reasonOf(draft, 0)).toBeUndefined();
  });

  it('asks for the week commencing first, and says nothing when Add day is allowed', () => {
    expect(reasonOf({ kind: 'non-season', weeks: [{ days: [] }] })).toBe('Enter the week commencing first');
    expect(reasonOf({ kind: 'non-season', weeks: [{ period: '2018-03-05', days: [] }] })).toBeUndefined();
  });
});
