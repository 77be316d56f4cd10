import { Link } from '../routing/nativeHistory';
import { useTranslation } from '../../runtime/useTranslation';
import { pointsToForgotPassword, type SignInMessage } from '../session/signInErrorMessage';

/** A sign-in page message: errors as alerts, confirmations as status; password expiry and suspension link to Forgot password. */
export function SignInMessageView({
  message,
  kind = 'error',
  values,
  forgotPasswordState,
}: {
  message: SignInMessage | undefined;
  kind?: 'error' | 'success';
  values?: Record<string, string>;
  /** Router state for the Forgot password link (the e-mail and brand typed so far). */
  forgotPasswordState?: unknown;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className={`message message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <p>{message.key ? t(message.key, values) : message.text}</p>
      {pointsToForgotPassword(message) && (
        <Link to="/reset-password" state={forgotPasswordState}>
          {t('LOGIN_FORGOT_PASSWORD')}
        </Link>
      )}
    </div>
  );
}
