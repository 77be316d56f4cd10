import { useContext, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type FormValues } from '../../runtime/SchemaForm';
import { useAppServices } from '../AppServicesContext';
import { returnTarget } from '../routing/decideRoute';
import { signInErrorMessage, type SignInMessage } from '../session/signInErrorMessage';
import { AvailableBrandsContext } from './AvailableBrandsContext';
import { brandFieldSetup } from './brandFieldSetup';
import { SignInFrame } from './SignInFrame';
import { SignInMessageView } from './SignInMessageView';
import './registerSignInWidgets';

/** /login (000 §2 Sign-in): e-mail, password, brand when more than one; then the second factor or straight back. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { auth, session } = useAppServices();
  const brands = useContext(AvailableBrandsContext);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const setup = useMemo(() => brandFieldSetup(brands, session.getBrand()), [brands, session]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SignInMessage>();

  async function submit(values: FormValues) {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await auth.signIn({
        email: String(values.email),
        password: String(values.password),
        brand: typeof values.brand === 'string' ? values.brand : setup.brand,
      });
      if (outcome.kind === 'secondFactor') navigate('/confirm-login', { state: { from } });
      else navigate(returnTarget(from), { replace: true });
    } catch (error) {
      setMessage(signInErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <SignInFrame title="LOGIN_TITLE">
      <SignInMessageView message={message} />
      <SchemaForm
        formId="auth/login"
        initialValues={setup.brand ? { brand: setup.brand } : {}}
        hiddenFields={setup.hiddenFields}
        submitLabel="LOGIN_SUBMIT"
        busy={busy}
        onSubmit={submit}
      />
      <p className="sign-in__aside">
        <Link to="/reset-password">{t('LOGIN_FORGOT_PASSWORD')}</Link>
      </p>
    </SignInFrame>
  );
}
