import { useContext, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '../routing/nativeHistory';
import { useTranslation } from '../../runtime/useTranslation';
import { SimpleSchemaForm } from '../../runtime/SimpleSchemaForm';
import type { FormValues } from '../../runtime/formValues';
import { useAppServices } from '../AppServicesContext';
import { returnFrom, returnTarget } from '../routing/decideRoute';
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
  const remembered = useLocation().state as unknown;
  const setup = useMemo(() => brandFieldSetup(brands, session.getBrand()), [brands, session]);
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const [message, setMessage] = useState<SignInMessage>();
  // Forgot password starts with what was typed here (state, not the address: an e-mail stays out of logs and history).
  const [typed, setTyped] = useState<{ email?: string; brand?: string }>({});
  const forgotState = { email: typed.email, brand: typed.brand ?? setup.brand };

  async function submit(values: FormValues) {
    // a second Enter before React re-renders must not sign in twice
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await auth.signIn({
        email: String(values.email),
        password: String(values.password),
        brand: typeof values.brand === 'string' ? values.brand : setup.brand,
      });
      if (outcome.kind === 'secondFactor') void navigate('/confirm-login', { state: remembered });
      else void navigate(returnTarget(returnFrom(remembered, String(values.email))), { replace: true });
    } catch (error) {
      setMessage(signInErrorMessage(error));
      setBusy(false);
      pending.current = false;
    }
  }

  return (
    <SignInFrame title="LOGIN_TITLE">
      <SignInMessageView message={message} forgotPasswordState={forgotState} />
      <SimpleSchemaForm
        formId="auth/login"
        initialValues={setup.brand ? { brand: setup.brand } : {}}
        hiddenFields={setup.hiddenFields}
        submitLabel={busy ? 'LOGIN_SUBMITTING' : 'LOGIN_SUBMIT'}
        busy={busy}
        onChange={(values) =>
          setTyped({
            email: typeof values.email === 'string' ? values.email : undefined,
            brand: typeof values.brand === 'string' ? values.brand : undefined,
          })
        }
        onSubmit={submit}
      />
      <p className="sign-in__aside">
        <Link to="/reset-password" state={forgotState}>
          {t('LOGIN_FORGOT_PASSWORD')}
        </Link>
      </p>
    </SignInFrame>
  );
}
