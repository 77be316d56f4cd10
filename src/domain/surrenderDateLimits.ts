// 000 §5 Surrender date limits (flag enableSeasonRefundsSurrenderDateLimit): min one day before the earliest ticket valid-from, or today if that is in the future; max today. §9 formats 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DDTHH:mm:ss'; cut-off config refundSurrenderDateDayCutOff.

/** Day `YYYY-MM-DD` plus `days` (negative to go back), in UTC so no clock change shifts it. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The date picker's bounds, as `YYYY-MM-DD` days (undefined = open). `today` is the user's local day.
 * The cut-off (days, 0 = none) limits back-dating: the surrender date cannot be earlier than `today − cutOff`
 * (docs/decisions/0123-surrender-date-cut-off.md).
 * @example surrenderDateLimits({ limitEnabled: true, earliestValidFrom: '2025-03-10', today: '2025-06-01', dayCutOff: 0 }) // { min: '2025-03-09', max: '2025-06-01' }
 */
export function surrenderDateLimits(input: {
  limitEnabled: boolean;
  earliestValidFrom: string | undefined;
  today: string;
  dayCutOff: number;
}): {
  min?: string;
  max?: string;
} {
  let min: string | undefined;
  let max: string | undefined;
  if (input.limitEnabled) {
    max = input.today;
    if (input.earliestValidFrom) {
      const dayBefore = addDays(input.earliestValidFrom.slice(0, 10), -1);
      min = dayBefore > input.today ? input.today : dayBefore;
    }
  }
  if (input.dayCutOff > 0) {
    const cutOff = addDays(input.today, -input.dayCutOff);
    if (min === undefined || cutOff > min) min = cutOff;
  }
  return { min, max };
}

/**
 * A chosen day in one of the §9 surrender-date formats (`HH:mm:ss` taken from `time`, default midnight).
 * @example formatSurrenderDate('2025-06-01', 'YYYY-MM-DDTHH:mm:ss') // '2025-06-01T00:00:00'
 */
export function formatSurrenderDate(day: string, format: string, time = '00:00:00'): string {
  const [YYYY, MM, DD] = day.slice(0, 10).split('-');
  const [HH, mm, ss] = time.split(':');
  const parts: Record<string, string> = { YYYY, MM, DD, HH, mm, ss };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}

/**
 * The day of a surrender date written in any §9 format (or a bare `YYYY-MM-DD`); undefined for anything else.
 * @example parseSurrenderDate('2025-06-01 13:45:00') // '2025-06-01'
 */
export function parseSurrenderDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 59))
    return undefined;
  return day;
}
