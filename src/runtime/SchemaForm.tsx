// Every form of the console, by id (schemas/forms/{formId}). RJSF (./RjsfSchemaForm) is a chunk of its own, loaded
// where a form that needs it renders; a form asked for `light` (the search forms) that fits the light renderer
// (./LightForm: top-level texts, choice lists, boxes and registered widgets) never loads it (issue 24).
import { lazy, Suspense, useCallback, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchFormLoaders } from '../generated/searchForms';
import type { FieldError } from './describeCallFailure';
import { cachedUntilFailure, loadFormFiles, type FormFiles } from './formFiles';
import { compactValues, type FormValues } from './formValues';
import { londonToday } from '../domain/londonToday';
import { runFormRule } from './formRules';
import { LightForm, lightFormFits, missingWidgets } from './LightForm';
// the light renderer's choice lists and boxes: signed-in forms only
import './lightChoiceFields';
import { LoadingNotice } from './LoadingNotice';
import { RuntimeServicesContext } from './RuntimeServices';

export { compactValues, type FormValues };

export interface SchemaFormProps {
  /** `customers/customerSearch` → schemas/forms/customers/customerSearch.{schema,ui}.json */
  formId: string;
  /** Initial values; the form keeps its own state afterwards (remount with a new `key` to reset). */
  initialValues?: FormValues;
  /** Required unless `embedded` (the enclosing form submits). */
  onSubmit?(values: FormValues): void | Promise<void>;
  onChange?(values: FormValues, dirty: boolean): void;
  /** Top-level fields switched off by a flag or gate (resolveScreen's hiddenFields). */
  hiddenFields?: readonly string[];
  /** i18n key of the submit button; default RUNTIME_SUBMIT. */
  submitLabel?: string;
  /** 000 §5: search buttons stay disabled until the user changes something. */
  disableWhilePristine?: boolean;
  /** Disables the submit button while the values break the schema; errors then show as each field is left. */
  disableWhileInvalid?: boolean;
  /** Disables the submit button (e.g. while a call runs). */
  busy?: boolean;
  /**
   * Errors the server reported for fields of this form (a failed dialog call); shown beside those fields until the
   * field is changed.
   */
  fieldErrors?: readonly FieldError[];
  /**
   * A registered form rule (registerFormRule: the src/domain rule the server applies) run on every change: its errors
   * show beside their fields, and submitting waits until it passes, the button saying why.
   */
  rule?: string;
  /** Given to the widgets as RJSF's `registry.formContext` (a modal passes `{record, routeParams}`). */
  formContext?: Record<string, unknown>;
  /** Prefix of the fields' ids (RJSF's default `root`): a dialog's form over a page's form needs ids of its own, or
   *  a field name both have (a search's e-mail, a dialog's e-mail) labels only the first. */
  idPrefix?: string;
  /**
   * The fields of this form inside a form of the caller's (a widget's Dialog, which submits): no <form> element of its
   * own (forms do not nest) and no buttons; values go out through `onChange`, errors come in as `fieldErrors` (the
   * caller's rule, e.g. a src/domain function, decides). The replacement form's different address is common/address.
   */
  embedded?: boolean;
  /** Draw the form with the light renderer when it fits (a search form): same markup, no RJSF to load. */
  light?: boolean;
  /** Extra buttons after the submit button (Reset, Cancel …). */
  children?: ReactNode;
  className?: string;
}

const RjsfSchemaForm = lazy(() => import('./RjsfSchemaForm'));

const lightFiles = new Map<string, Promise<FormFiles | null>>();

/** The form's files when the light renderer can draw it, else null (RJSF then draws it). */
function loadLightFiles(formId: string): Promise<FormFiles | null> {
  return cachedUntilFailure(lightFiles, formId, async (id) => {
    try {
      // a search form's files by themselves; another form's through the index of every form (a chunk of its own)
      const loaders =
        id in searchFormLoaders.validators ? searchFormLoaders : (await import('./allFormLoaders')).allFormLoaders;
      // all at once: a form RJSF draws needs its validator too
      const files = await loadFormFiles(loaders, id);
      // the signed-in widgets (call-backed choices, the brand's config values …) register with their own chunk
      if (missingWidgets(files.uiSchema).length > 0) await import('./signedInFormWidgets');
      return lightFormFits(files.schema, files.uiSchema) ? files : null;
    } catch {
      // RJSF's loader says what is wrong with a form that does not load (and offers Retry)
      return null;
    }
  });
}

function Rjsf(props: SchemaFormProps) {
  return (
    <Suspense fallback={<LoadingNotice />}>
      <RjsfSchemaForm {...props} />
    </Suspense>
  );
}

/**
 * @example <SchemaForm formId="customers/customerSearch" submitLabel="RUNTIME_SEARCH" disableWhilePristine light onSubmit={search} />
 */
export function SchemaForm(props: SchemaFormProps) {
  // a form in a dialog over a page's form (idPrefix) and the fields of a caller's form (embedded) are RJSF's
  const fitsLight = Boolean(props.light) && !props.embedded && !props.idPrefix;
  return fitsLight ? <LightOrRjsf {...props} /> : <Rjsf {...props} />;
}

function LightOrRjsf(props: SchemaFormProps) {
  const files = useQuery({
    queryKey: ['lightForm', props.formId],
    queryFn: () => loadLightFiles(props.formId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  // the registered form rule, as the RJSF form runs it: against London's today, the brand's config and the record
  const services = useContext(RuntimeServicesContext);
  const { rule } = props;
  const record = props.formContext?.record;
  const config = services?.config;
  const formRule = useCallback(
    (values: FormValues) => runFormRule(rule, values, { today: londonToday(), config: config ?? {}, record }),
    [rule, config, record],
  );
  if (files.isPending) return <LoadingNotice />;
  if (!files.data) return <Rjsf {...props} />;
  return <LightForm {...props} files={files.data} formRule={rule ? formRule : undefined} />;
}
