import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type FormValues } from '../../runtime/SchemaForm';
import { useAppServices } from '../AppServicesContext';
import { returnTarget } from '../routing/decideRoute';
import { serverMessage, type SignInMessage } from '../session/signInErrorMessage';
import { SignInFrame } from './SignInFrame';
import { SignInMessageView } from './SignInMessageView';

/** /confirm-login (000 §2, §4 Login): the e-mailed 6-digit code, with resend; then back to the original URL. */
export default function ConfirmLoginPage() {
  const { t } = useTranslation();
  const { auth, session } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; message: SignInMessage }>();
  const [attempt, setAttempt] = useState(0);

  if (!session.getEmailToken()) return <Navigate to="/login" replace state={location.state} />;

  async function confirm(values: FormValues) {
    setBusy(true);
    setMessage(undefined);
    try {
      await auth.confirmCode(String(values.code));
      navigate(returnTarget(from), { replace: true });
    } catch (error) {
      // 'Code does not match' and the other second-factor answers are the server's own words (000 §8).
      setMessage({ kind: 'error', message: serverMessage(error) });
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setMessage(undefined);
    try {
      await auth.resendCode();
      setMessage({ kind: 'success', message: { key: 'AUTHENTICATION_CODE_SENT' } });
    } catch (error) {
      setMessage({ kind: 'error', message: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInFrame title="CONFIRM_LOGIN_TITLE">
      <p>{t('CONFIRM_LOGIN_HINT', { length: 6, minutes: 15 })}</p>
      <SignInMessageView message={message?.message} kind={message?.kind} />
      <SchemaForm key={attempt} formId="auth/confirmLogin" submitLabel="CONFIRM_LOGIN_SUBMIT" busy={busy} onSubmit={confirm}>
        <button type="button" className="button" onClick={resend} disabled={busy}>
          {t('CONFIRM_LOGIN_RESEND')}
        </button>
      </SchemaForm>
      <p className="sign-in__aside">
        <Link to="/login" state={location.state}>
          {t('CONFIRM_LOGIN_RESTART')}
        </Link>
      </p>
    </SignInFrame>
  );
}
