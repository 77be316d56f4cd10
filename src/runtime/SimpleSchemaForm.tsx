// The sign-in forms in the light renderer (./LightForm), still driven by schemas/forms/{formId} and its precompiled
// validator, so the logged-out pages do not load RJSF (~80 KB brotli). Loads the auth forms only (./signInFormLoaders).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from './useTranslation';
import { cachedUntilFailure, loadFormFiles, type FormFiles } from './formFiles';
import { signInFormLoaders } from './signInFormLoaders';
import { LoadingNotice } from './LoadingNotice';
import type { FormValues } from './formValues';
import { LightForm } from './LightForm';
import './runtime.css';

export interface SimpleSchemaFormProps {
  /** `auth/login` → schemas/forms/auth/login.{schema,ui}.json; every property a string */
  formId: string;
  initialValues?: FormValues;
  onSubmit(values: FormValues): void | Promise<void>;
  onChange?(values: FormValues): void;
  /** Top-level fields sent but not shown (a brand chosen for the user). */
  hiddenFields?: readonly string[];
  /** i18n key of the submit button; default RUNTIME_SUBMIT. */
  submitLabel?: string;
  /** Disables the submit button (e.g. while a call runs). */
  busy?: boolean;
  /** Extra buttons after the submit button. */
  children?: ReactNode;
}

const cache = new Map<string, Promise<FormFiles>>();

/** Cached per form id; a failed load is forgotten so Retry asks for the chunks again. */
function loadCached(formId: string): Promise<FormFiles> {
  return cachedUntilFailure(cache, formId, (id) => loadFormFiles(signInFormLoaders, id));
}

export { errorsByField, rootValidator, toValidationErrors } from './LightForm';

export function SimpleSchemaForm(props: SimpleSchemaFormProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ files?: FormFiles; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadCached(props.formId).then(
      (files) => live && setState({ files }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [props.formId, attempt]);

  if (state.failed) {
    return (
      <div className="runtime-error" role="alert">
        <p>{t('RUNTIME_FORM_LOAD_ERROR')}</p>
        <button type="button" className="button" onClick={() => (setState({}), setAttempt((n) => n + 1))}>
          {t('RUNTIME_RETRY')}
        </button>
      </div>
    );
  }
  if (!state.files) return <LoadingNotice />;
  return <LightForm {...props} files={state.files} />;
}
