import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../routing/nativeHistory';
import { useTranslation } from '../../runtime/useTranslation';
import { SimpleSchemaForm } from '../../runtime/SimpleSchemaForm';
import type { FormValues } from '../../runtime/formValues';
import { useAppServices } from '../AppServicesContext';
import { returnFrom, returnTarget } from '../routing/decideRoute';
import { serverMessage, type SignInMessage } from '../session/signInErrorMessage';
import './authPagesTexts';
import { SignInFrame } from './SignInFrame';
import { SignInMessageView } from './SignInMessageView';

/** /confirm-login (000 §2, §4 Login): the e-mailed 6-digit code, with resend; then back to the original URL. */
export default function ConfirmLoginPage() {
  const { t } = useTranslation();
  const { auth, session } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<'confirm' | 'resend'>();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; message: SignInMessage }>();
  // A ref as well as state: a second Enter before React re-renders must not send the code twice.
  const pending = useRef(false);

  if (!session.getEmailToken()) return <Navigate to="/login" replace state={location.state} />;

  async function run(what: 'confirm' | 'resend', action: () => Promise<void>) {
    if (pending.current) return;
    pending.current = true;
    setBusy(what);
    setMessage(undefined);
    try {
      await action();
    } finally {
      pending.current = false;
      setBusy(undefined);
    }
  }

  const confirm = (values: FormValues) =>
    run('confirm', async () => {
      try {
        await auth.confirmCode(String(values.code));
        void navigate(returnTarget(returnFrom(location.state, session.getSnapshot().user?.email)), { replace: true });
      } catch (error) {
        // 'Code does not match' and the other second-factor answers are the server's own words (000 §8).
        setMessage({ kind: 'error', message: serverMessage(error) });
        // The typed code stays (nothing typed is lost), selected so that typing replaces it.
        const field = document.getElementById('root_code') as HTMLInputElement | null;
        field?.focus();
        field?.select();
      }
    });

  const resend = () =>
    run('resend', async () => {
      try {
        await auth.resendCode();
        setMessage({ kind: 'success', message: { key: 'AUTHENTICATION_CODE_SENT' } });
      } catch (error) {
        setMessage({ kind: 'error', message: serverMessage(error) });
      }
    });

  return (
    <SignInFrame title="CONFIRM_LOGIN_TITLE">
      <p>{t('CONFIRM_LOGIN_HINT', { length: 6, minutes: 15 })}</p>
      <SignInMessageView message={message?.message} kind={message?.kind} />
      <SimpleSchemaForm
        formId="auth/confirmLogin"
        submitLabel={busy === 'confirm' ? 'CONFIRM_LOGIN_SUBMITTING' : 'CONFIRM_LOGIN_SUBMIT'}
        busy={busy !== undefined}
        onSubmit={confirm}
      >
        <button
          type="button"
          className="button"
          onClick={resend}
          disabled={busy !== undefined}
          aria-busy={busy === 'resend' || undefined}
        >
          {t(busy === 'resend' ? 'CONFIRM_LOGIN_RESENDING' : 'CONFIRM_LOGIN_RESEND')}
        </button>
      </SimpleSchemaForm>
      <p className="sign-in__aside">
        <Link to="/login" state={location.state}>
          {t('CONFIRM_LOGIN_RESTART')}
        </Link>
      </p>
    </SignInFrame>
  );
}
