// The fields of one declared (sub-)form (schemas/forms/**: a flat object schema and its uiSchema) rendered without a
// whole RJSF form, for widgets that assemble a larger form from declared pieces and judge it with rules of their own
// (a repeated group inside a list inside a list, validated as one draft on every keystroke). Labels are the schema's
// title keys; `ui:order`, `ui:widget` (any registered form widget: money, date, typeahead, countrySelect …, or
// textarea), `ui:enumNames` (i18n keys of an enum's values), `ui:placeholder` and `ui:options` apply as in a schema
// form. The caller gives each field's error text; the runtime knows no rule. Memoised: a group whose values and
// errors did not change is not rendered again while the user types elsewhere.
import { memo, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { formWidgets } from './formWidgets';
// the query-backed widgets (typeahead, countrySelect …) are named by declared forms too
import './signedInFormWidgets';

interface PropertySchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  maxLength?: number;
}

export interface DeclaredForm {
  schema: { title?: string; required?: string[]; properties: Record<string, PropertySchema> };
  ui?: Record<string, any>;
}

export interface DeclaredFieldsProps {
  form: DeclaredForm;
  /** unique per group on the page: ids are `${idPrefix}-${field}` */
  idPrefix: string;
  values: Record<string, unknown> | undefined;
  /** error text by field name (shown under the field, which is marked invalid and described by it) */
  errors?: Record<string, string | undefined>;
  onChange(field: string, value: unknown): void;
  /** a field was left (widgets use it to start showing that field's errors) */
  onBlur?(field: string): void;
  /** fields left out (e.g. hidden by an override) */
  hidden?: readonly string[];
  /** only these fields (e.g. the fields a chosen type asks for) */
  only?: readonly string[];
  /** fields the caller's rules require besides the schema's `required` (a ticket type's fields): marked alike */
  required?: readonly string[];
  /** given to registered widgets as RJSF's `registry.formContext` */
  formContext?: unknown;
  /** rendered after the fields, inside the same group */
  children?: ReactNode;
}

const noop = () => undefined;
const NO_UI: Record<string, any> = {};

interface DeclaredFieldProps {
  field: string;
  prop: PropertySchema;
  fieldUi: Record<string, any>;
  idPrefix: string;
  value: unknown;
  error: string | undefined;
  required: boolean;
  formContext: unknown;
  onChange: DeclaredFieldsProps['onChange'];
  onBlur: DeclaredFieldsProps['onBlur'];
}

/**
 * One field and its label and error. Memoised on its own value and error (the group's handlers are stable), so a
 * keystroke renders the field it changed, not its neighbours in the group (issue 24, typing within a frame).
 */
const DeclaredField = memo(function DeclaredField({
  field,
  prop,
  fieldUi,
  idPrefix,
  value,
  error,
  required,
  formContext,
  onChange,
  onBlur,
}: DeclaredFieldProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}__error`;
  const common = {
    id,
    name: id,
    className: 'form-control',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: () => onBlur?.(field),
  };
  const widgetName = fieldUi['ui:widget'] as string | undefined;
  const Widget = widgetName ? formWidgets()[widgetName] : undefined;
  const isBoolean = prop.type === 'boolean';
  let input: ReactNode;
  if (Widget && typeof Widget !== 'string') {
    // a registered form widget reads only these of RJSF's widget props
    const props = {
      id,
      name: field,
      htmlName: id,
      value,
      label: t(prop.title ?? field),
      required,
      options: { ...(fieldUi['ui:options'] ?? {}) },
      placeholder: fieldUi['ui:placeholder'] ? t(fieldUi['ui:placeholder']) : undefined,
      rawErrors: error ? [error] : undefined,
      schema: prop,
      uiSchema: fieldUi,
      registry: { formContext },
      onChange: (v: unknown) => onChange(field, v === '' ? undefined : v),
      onBlur: () => onBlur?.(field),
      onFocus: noop,
    } as unknown as WidgetProps;
    input = <Widget {...props} />;
  } else if (widgetName === 'textarea') {
    input = (
      <textarea
        {...common}
        rows={fieldUi['ui:options']?.rows ?? 3}
        maxLength={prop.maxLength}
        value={String(value ?? '')}
        onChange={(e) => onChange(field, e.target.value === '' ? undefined : e.target.value)}
      />
    );
  } else if (prop.enum) {
    const names: string[] | undefined = fieldUi['ui:enumNames'];
    input = (
      <select
        {...common}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => onChange(field, e.target.value === '' ? undefined : e.target.value)}
      >
        <option value="">{t(fieldUi['ui:placeholder'] ?? 'RUNTIME_CHOOSE')}</option>
        {prop.enum.map((option, i) => (
          <option key={String(option)} value={String(option)}>
            {names?.[i] ? t(names[i]!) : String(option)}
          </option>
        ))}
      </select>
    );
  } else if (isBoolean) {
    input = (
      <input
        {...common}
        className=""
        type="checkbox"
        checked={value === true}
        onChange={(e) => onChange(field, e.target.checked)}
      />
    );
  } else {
    const numeric = prop.type === 'integer' || prop.type === 'number';
    input = (
      <input
        {...common}
        type={numeric ? 'number' : 'text'}
        autoComplete={fieldUi['ui:autocomplete'] ?? 'off'}
        maxLength={prop.maxLength}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => {
          const text = e.target.value;
          onChange(field, text === '' ? undefined : numeric && Number.isFinite(Number(text)) ? Number(text) : text);
        }}
      />
    );
  }
  return (
    <div className={`form-group declared-field${isBoolean ? ' checkbox' : ''}${error ? ' rjsf-field-error' : ''}`}>
      {isBoolean ? (
        <label htmlFor={id}>
          {input} {t(prop.title ?? field)}
        </label>
      ) : (
        <>
          <label htmlFor={id} className="control-label">
            {t(prop.title ?? field)}
            {required ? <span className="required">*</span> : null}
          </label>
          {input}
        </>
      )}
      {error && (
        <p id={errorId} className="text-danger field-error">
          {error}
        </p>
      )}
    </div>
  );
});

function DeclaredFieldsView({
  form,
  idPrefix,
  values,
  errors,
  onChange,
  onBlur,
  hidden,
  only,
  required: alsoRequired,
  formContext,
  children,
}: DeclaredFieldsProps) {
  const { schema, ui = NO_UI } = form;
  const order: string[] = ui['ui:order'] ?? Object.keys(schema.properties);
  const fields = order.filter((f) => schema.properties[f] && !hidden?.includes(f) && (!only || only.includes(f)));
  return (
    <>
      {fields.map((field) => (
        <DeclaredField
          key={field}
          field={field}
          prop={schema.properties[field]!}
          fieldUi={(ui[field] as Record<string, any> | undefined) ?? NO_UI}
          idPrefix={idPrefix}
          value={values?.[field]}
          error={errors?.[field]}
          required={!!schema.required?.includes(field) || !!alsoRequired?.includes(field)}
          formContext={formContext}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
      {children}
    </>
  );
}

const sameErrors = (a: DeclaredFieldsProps['errors'], b: DeclaredFieldsProps['errors']) => {
  if (a === b) return true;
  const ka = Object.keys(a ?? {}).filter((k) => a![k]);
  const kb = Object.keys(b ?? {}).filter((k) => b![k]);
  return ka.length === kb.length && ka.every((k) => a![k] === b?.[k]);
};

/** @example <DeclaredFields form={{ schema, ui }} idPrefix="claim-customer" values={customer} errors={{ surname: 'Required' }} onChange={set} /> */
export const DeclaredFields = memo(
  DeclaredFieldsView,
  (a, b) =>
    a.form === b.form &&
    a.idPrefix === b.idPrefix &&
    a.values === b.values &&
    a.onChange === b.onChange &&
    a.onBlur === b.onBlur &&
    a.hidden === b.hidden &&
    a.only === b.only &&
    a.required === b.required &&
    a.formContext === b.formContext &&
    a.children === b.children &&
    sameErrors(a.errors, b.errors),
);
