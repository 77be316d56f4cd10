// Shared form widgets named from uiSchema (`"ui:widget": "isrn"`); more can be registered (station type-ahead …).
// Only light widgets live here: the sign-in page's renderer imports this registry. Widgets that need the query cache
// or the country list register from signedInFormWidgets.ts, which only the signed-in runtime imports.
import { useState, type ChangeEvent } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { poundsToPence } from '../domain/poundsToPence';

const registry: RegistryWidgetsType = {};

export function registerFormWidget(name: string, widget: RegistryWidgetsType[string]): void {
  registry[name] = widget;
}

export function formWidgets(): RegistryWidgetsType {
  return { ...registry };
}

function describedBy(id: string, props: WidgetProps): string | undefined {
  return props.rawErrors?.length ? `${id}__error` : undefined;
}

/** What every widget's input carries from RJSF: identity, state, error wiring and focus events. */
function inputBasics(props: WidgetProps) {
  const { id, value, disabled, readonly, required, autofocus, onBlur, onFocus } = props;
  return {
    id,
    name: props.htmlName ?? id,
    className: 'form-control',
    disabled,
    readOnly: readonly,
    required,
    autoFocus: autofocus,
    'aria-invalid': props.rawErrors?.length ? true : undefined,
    'aria-describedby': describedBy(id, props),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** Groups digits 6-4-4-4 while typing: '1234567' → '123456-7'. */
export function maskIsrn(digits: string): string {
  const groups = [digits.slice(0, 6), digits.slice(6, 10), digits.slice(10, 14), digits.slice(14, 18)];
  return groups.filter(Boolean).join('-');
}

/** 000 §5 ISRN mask 999999-9999-9999-9999: shows the dashes, holds the 18 digits (docs/decisions/0024-isrn-has-18-digits.md). */
export function IsrnWidget(props: WidgetProps) {
  const { value, onChange, placeholder } = props;
  const digits = String(value ?? '').replace(/\D/g, '');
  return (
    <input
      {...inputBasics(props)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={21}
      placeholder={placeholder || '999999-9999-9999-9999'}
      value={maskIsrn(digits)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const next = e.target.value.replace(/\D/g, '').slice(0, 18);
        onChange(next === '' ? undefined : next);
      }}
    />
  );
}

function poundsText(pence: unknown): string {
  return typeof pence === 'number' && Number.isFinite(pence) ? (pence / 100).toFixed(2) : '';
}

/** '12.3' → 1230 pence; '' → undefined; a malformed amount stays a string so the schema's integer type reports it. */
export function parsePounds(text: string): number | string | undefined {
  const raw = text.replace(/[£,\s]/g, '');
  if (raw === '') return undefined;
  return /^\d+(\.\d{0,2})?$/.test(raw) ? poundsToPence(raw) : raw;
}

/** Pounds in the field, integer pence in the form data (000 §1: money travels in pence). */
export function MoneyWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const [local, setLocal] = useState(() => ({ text: poundsText(value), value }));
  // A value set from outside (reset, initial data) replaces what was typed.
  if (local.value !== value) setLocal({ text: poundsText(value), value });
  return (
    <span className="money-input">
      <span aria-hidden="true">£</span>
      <input
        {...inputBasics(props)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={local.text}
        onChange={(e) => {
          const next = parsePounds(e.target.value);
          setLocal({ text: e.target.value, value: next });
          onChange(next);
        }}
      />
    </span>
  );
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `today`, `today+1y`, `today-5d` or a literal YYYY-MM-DD (uiSchema `ui:options` min/max). */
export function resolveDateLimit(limit: unknown, now = new Date()): string | undefined {
  if (typeof limit !== 'string') return undefined;
  const m = /^today(?:([+-])(\d+)([dmy]))?$/.exec(limit);
  if (!m) return limit;
  const d = new Date(now);
  if (m[1]) {
    const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
    if (m[3] === 'd') d.setDate(d.getDate() + n);
    if (m[3] === 'm') d.setMonth(d.getMonth() + n);
    if (m[3] === 'y') d.setFullYear(d.getFullYear() + n);
  }
  return isoDay(d);
}

/** Native date input (YYYY-MM-DD) with min/max limits from uiSchema options. */
export function DateWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  return (
    <input
      {...inputBasics(props)}
      type="date"
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      min={resolveDateLimit(options.min)}
      max={resolveDateLimit(options.max)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

registerFormWidget('isrn', IsrnWidget);
registerFormWidget('money', MoneyWidget);
registerFormWidget('date', DateWidget);
