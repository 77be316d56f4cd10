import { useContext, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from '../routing/nativeHistory';
import { useTranslation } from '../../runtime/useTranslation';
import { SimpleSchemaForm } from '../../runtime/SimpleSchemaForm';
import type { FormValues } from '../../runtime/formValues';
import { useAppServices } from '../AppServicesContext';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import { brandFieldSetup } from './brandFieldSetup';
import './authPagesTexts';
import { SignInFrame } from './SignInFrame';
import { SignInMessageView } from './SignInMessageView';
import './registerSignInWidgets';

/** /reset-password (000 §2, §5, §8): e-mail and brand; the link arrives by e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { auth, session } = useAppServices();
  const brands = useContext(AvailableBrandsContext);
  // Coming from the sign-in page: the e-mail and brand typed there (router state).
  const typed = (useLocation().state as { email?: unknown; brand?: unknown } | null) ?? {};
  const setup = useMemo(
    () => brandFieldSetup(brands, typeof typed.brand === 'string' ? typed.brand : session.getBrand()),
    [brands, session, typed.brand],
  );
  const [initialValues] = useState(() => ({
    ...(typeof typed.email === 'string' && typed.email ? { email: typed.email } : {}),
    ...(setup.brand ? { brand: setup.brand } : {}),
  }));
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; email: string }>();

  async function submit(values: FormValues) {
    if (pending.current) return;
    pending.current = true;
    const email = String(values.email);
    setBusy(true);
    setOutcome(undefined);
    try {
      await auth.requestPasswordReset({ email, brand: typeof values.brand === 'string' ? values.brand : setup.brand });
      setOutcome({ ok: true, email });
    } catch {
      setOutcome({ ok: false, email });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return (
    <SignInFrame title="RESET_PASSWORD_TITLE">
      {outcome && (
        <SignInMessageView
          kind={outcome.ok ? 'success' : 'error'}
          message={{ key: outcome.ok ? 'RESET_PASSWORD_SUCCESS' : 'RESET_PASSWORD_ERROR' }}
          values={{ email: outcome.email }}
        />
      )}
      <SimpleSchemaForm
        formId="auth/resetPassword"
        initialValues={initialValues}
        hiddenFields={setup.hiddenFields}
        submitLabel={busy ? 'RESET_PASSWORD_SUBMITTING' : 'RESET_PASSWORD_SUBMIT'}
        busy={busy}
        onSubmit={submit}
      />
      <p className="sign-in__aside">
        <Link to="/login">{t('RESET_PASSWORD_BACK')}</Link>
      </p>
    </SignInFrame>
  );
}
