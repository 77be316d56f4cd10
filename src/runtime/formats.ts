// Named value formats used by columns and fields (`format: money`). Money travels in pence and becomes pounds only here.
import { formatIsrn as domainFormatIsrn } from '../domain/formatIsrn';
import { formatMoney as domainFormatMoney } from '../domain/formatMoney';
import { statusTone } from '../domain/statusTone';
import { createElement, type ComponentType } from 'react';
import { LongText } from './LongText';
import { Photo } from './Photo';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Format {
  text(value: unknown, t: Translate): string;
  /** Colour family for badges (`status`): success | warning | danger | info | neutral. */
  tone?(value: unknown): string;
  /** Shows the value itself instead of the plain text (e.g. `longText`'s popover); `text` is what it shows. Not used
   *  inside a link (a button may not sit in a link), where the plain text is shown. */
  render?: ComponentType<{ value: unknown; text: string }>;
}

const LONDON = 'Europe/London';
// Made on first use: building a formatter costs main-thread time when the chunk runs, before a page that shows no
// date has painted (issue 24; the first currency formatter alone measured 50–100 ms, see src/domain/formatMoney.ts).
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: LONDON };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // '2024-03-05 10:00:00' (000 §9 surrender date format) is not ISO; make it so.
  const date = new Date(typeof value === 'string' ? value.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T') : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 000 §1: pence → '£12.34' (src/domain/formatMoney); numeric strings are accepted too. */
export function formatMoney(pence: unknown): string {
  const n = typeof pence === 'string' && pence.trim() !== '' ? Number(pence) : pence;
  return typeof n === 'number' ? domainFormatMoney(n) : '';
}

/** 000 §9: ISRN in groups 6-4-4-4 (src/domain/formatIsrn: 18 digits, see docs/decisions/0024-isrn-has-18-digits.md). */
export function formatIsrn(value: unknown): string {
  if (value === undefined || value === null) return '';
  return domainFormatIsrn(String(value));
}

export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? (dateFormat ??= new Intl.DateTimeFormat('en-GB', DATE)).format(d) : '';
}

/** ['2026-11-17', '2026-11-18'] or '2026-11-17,2026-11-18' → '17/11/2026, 18/11/2026'. */
export function formatDates(value: unknown): string {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list
    .map((item) => formatDate(typeof item === 'string' ? item.trim() : item))
    .filter(Boolean)
    .join(', ');
}

export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', DATE_TIME)).format(d).replace(',', '') : '';
}

/** A status word as a label when the resources have none: 'UnderReview' / 'UNDER_REVIEW' → 'Under review'. */
export function humaniseStatus(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

const registry = new Map<string, Format>([
  ['text', { text: (v) => (isEmpty(v) ? '' : String(v)) }],
  ['money', { text: (v) => formatMoney(v) }],
  ['date', { text: (v) => formatDate(v) }],
  ['datetime', { text: (v) => formatDateTime(v) }],
  // a list of days (a list, or ISO dates joined by commas): each formatted, comma-separated (issue 22 flexi passes)
  ['dates', { text: (v) => formatDates(v) }],
  ['isrn', { text: (v) => formatIsrn(v) }],
  // Free texts (reasons, notes, trail descriptions): cut at config longTextPopoverThreshold, the rest in a popover.
  ['longText', { text: (v) => (isEmpty(v) ? '' : String(v)), render: LongText }],
  // E-mail addresses may break anywhere, so a table of staff e-mails fits its panel instead of scrolling sideways.
  [
    'email',
    {
      text: (v) => (isEmpty(v) ? '' : String(v)),
      render: ({ text }) => createElement('span', { className: 'value-email' }, text),
    },
  ],
  // A payload (audit trail, raw reply) shown as indented JSON; nothing for an empty object.
  [
    'json',
    {
      text: (v) =>
        isEmpty(v) || (typeof v === 'object' && Object.keys(v as object).length === 0)
          ? ''
          : JSON.stringify(v, null, 2),
      render: ({ text }) => createElement('pre', null, text),
    },
  ],
  // Identifiers read character by character (API endpoints, references): monospace, breaking anywhere.
  [
    'code',
    {
      text: (v) => (isEmpty(v) ? '' : String(v)),
      render: ({ text }) => createElement('span', { className: 'value-code' }, text),
    },
  ],
  // A photo capped at the brand's photoExpandWidthPx, with a viewer when wider (src/runtime/Photo.tsx).
  [
    'photo',
    {
      text: (v) => (isEmpty(v) ? '' : typeof v === 'string' ? v : String((v as { src?: unknown }).src ?? '')),
      render: Photo,
    },
  ],
  ['masked', { text: (v) => (isEmpty(v) ? '' : `•••• ${String(v).slice(-4)}`) }],
  ['boolean', { text: (v, t) => (isEmpty(v) ? '' : t(v === true || v === 'true' ? 'RUNTIME_YES' : 'RUNTIME_NO')) }],
  [
    'status',
    {
      // Label key STATUS_{VALUE} when the resources have one, else the value in words.
      text: (v, t) =>
        isEmpty(v)
          ? ''
          : t(`STATUS_${String(v).toUpperCase().replace(/[\s-]/g, '_')}`, { defaultValue: humaniseStatus(String(v)) }),
      tone: statusTone,
    },
  ],
]);

export function registerFormat(name: string, format: Format): void {
  registry.set(name, format);
}

/** Every registered name (npm run config:check). */
export function formatNames(): string[] {
  return [...registry.keys()];
}

export function getFormat(name: string | undefined): Format {
  return registry.get(name ?? 'text') ?? registry.get('text')!;
}

/** Display text of a value; an unknown format name falls back to plain text. */
export function formatValue(name: string | undefined, value: unknown, t: Translate): string {
  if (isEmpty(value)) return '';
  return getFormat(name).text(value, t);
}
