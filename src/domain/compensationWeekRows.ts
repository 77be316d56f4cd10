// 001 §2 claim detail, non-season tickets grouped by week commencing: one row per ticket (outward, then return).
import type { WeekDraft } from './compensationClaimErrors';

export interface CompensationWeekRow {
  period?: string;
  date?: string;
  direction: 'outward' | 'return';
  type?: string;
  origin?: string;
  destination?: string;
  number?: string;
  /** pence */
  price?: number;
  /** the week's delay length (001 §3, default 15_29) */
  delayLength?: string;
  /** 001 §3 ticket class and evidence */
  ticketClass?: string;
  evidenceType?: string;
  evidenceComments?: string;
}

/** @example compensationWeekRows([{ period: '2018-03-05', days: [{ date: '2018-03-05', outward: { type: 'single' } }] }]).length // 1 */
export function compensationWeekRows(weeks: readonly WeekDraft[] | undefined): CompensationWeekRow[] {
  return (weeks ?? []).flatMap((w) =>
    (w.days ?? []).flatMap((d) =>
      (['outward', 'return'] as const)
        .filter((direction) => d[direction]?.type)
        .map((direction) => {
          const t = d[direction]!;
          return {
            period: w.period,
            date: d.date,
            direction,
            type: t.type,
            origin: t.origin,
            destination: t.destination,
            number: t.number,
            price: t.price,
            delayLength: w.delay?.length,
            ticketClass: t.ticketClass,
            evidenceType: t.evidenceType,
            evidenceComments: t.evidenceComments,
          };
        }),
    ),
  );
}
