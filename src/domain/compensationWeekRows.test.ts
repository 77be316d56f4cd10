import { describe, expect, it } from 'vitest';
import { compensationWeekRows } from './compensationWeekRows';

describe('compensationWeekRows', () => {
  it("lists each day's outward then return, keeping the week commencing", () => {
    const rows = compensationWeekRows([
      {
        period: '2018-03-05',
        days: [
          { date: '2018-03-05', outward: { type: 'single', origin: 'BTN' }, return: { type: 'single', origin: 'VIC' } },
          { date: '2018-03-06', outward: { type: 'carnet' } },
        ],
      },
      { period: '2018-03-12', days: [{ date: '2018-03-12', return: { type: '' } }] },
    ]);
    expect(rows.map((r) => [r.period, r.date, r.direction, r.type])).toEqual([
      ['2018-03-05', '2018-03-05', 'outward', 'single'],
      ['2018-03-05', '2018-03-05', 'return', 'single'],
      ['2018-03-05', '2018-03-06', 'outward', 'carnet'],
    ]);
    expect(compensationWeekRows(undefined)).toEqual([]);
  });

  it("carries each ticket's class, evidence and the week's delay length (001 §3)", () => {
    const [row] = compensationWeekRows([
      {
        period: '2018-03-05',
        delay: { length: '30_59' },
        days: [{ date: '2018-03-05', outward: { type: 'single', ticketClass: 'first', evidenceType: 'receipt' } }],
      },
    ]);
    expect(row).toMatchObject({ ticketClass: 'first', evidenceType: 'receipt', delayLength: '30_59' });
  });
});
