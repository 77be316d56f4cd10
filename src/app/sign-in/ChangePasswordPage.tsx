import { useContext, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from '../routing/nativeHistory';
import { useTranslation } from '../../runtime/useTranslation';
import { SimpleSchemaForm } from '../../runtime/SimpleSchemaForm';
import type { FormValues } from '../../runtime/formValues';
import { useAppServices } from '../AppServicesContext';
import { changePasswordErrorMessage, type SignInMessage } from '../session/signInErrorMessage';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import { brandFieldSetup } from './brandFieldSetup';
import { changePasswordState } from './changePasswordState';
import { NewPasswordContext } from './PasswordWidgets';
import './authPagesTexts';
import { SignInFrame } from './SignInFrame';
import { SignInMessageView } from './SignInMessageView';
import './registerSignInWidgets';
import './registerPasswordWidgets';

/**
 * /change-password?token= (000 §2, §5, §8): new password with the live policy checklist under it, retype with
 * 'provided passwords are different' under it (widgets `newPassword` / `retypePassword`), brand.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { auth, session } = useAppServices();
  const brands = useContext(AvailableBrandsContext);
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const setup = useMemo(() => brandFieldSetup(brands, session.getBrand()), [brands, session]);
  const [values, setValues] = useState<FormValues>(() => (setup.brand ? { brand: setup.brand } : {}));
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const [message, setMessage] = useState<SignInMessage>();
  const [done, setDone] = useState(false);
  const state = changePasswordState(values);
  const password = typeof values.password === 'string' ? values.password : '';
  const passwordContext = useMemo(() => ({ password }), [password]);

  async function submit(submitted: FormValues) {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setMessage(undefined);
    try {
      await auth.changePassword({
        password: String(submitted.password),
        token,
        brand: typeof submitted.brand === 'string' ? submitted.brand : setup.brand,
      });
      setDone(true);
    } catch (error) {
      setMessage(changePasswordErrorMessage(error));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  if (done) {
    return (
      <SignInFrame title="CHANGE_PASSWORD_TITLE">
        <div className="message message--success" role="status">
          <p>{t('CHANGE_PASSWORD_SUCCESS')}</p>
          <Link to="/login">{t('CHANGE_PASSWORD_LOGIN_LINK')}</Link>
        </div>
      </SignInFrame>
    );
  }

  if (!token) {
    return (
      <SignInFrame title="CHANGE_PASSWORD_TITLE">
        <SignInMessageView message={{ key: 'CHANGE_PASSWORD_NO_TOKEN' }} />
        <p className="sign-in__aside">
          <Link to="/reset-password">{t('LOGIN_FORGOT_PASSWORD')}</Link>
        </p>
      </SignInFrame>
    );
  }

  return (
    <SignInFrame title="CHANGE_PASSWORD_TITLE">
      <SignInMessageView message={message} />
      <NewPasswordContext.Provider value={passwordContext}>
        <SimpleSchemaForm
          formId="auth/changePassword"
          initialValues={setup.brand ? { brand: setup.brand } : {}}
          hiddenFields={setup.hiddenFields}
          submitLabel={busy ? 'CHANGE_PASSWORD_SUBMITTING' : 'CHANGE_PASSWORD_SUBMIT'}
          busy={busy || !state.canSubmit}
          onChange={(next) => setValues(next)}
          onSubmit={submit}
        />
      </NewPasswordContext.Provider>
    </SignInFrame>
  );
}
