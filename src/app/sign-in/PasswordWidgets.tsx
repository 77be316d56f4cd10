// Form widgets of /change-password (registered by ./registerPasswordWidgets): the policy checklist and the retype
// check sit under their own fields and are tied to them with aria-describedby, so a screen reader user hears them.
import { createContext, useContext, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../runtime/useTranslation';
import { passwordPolicy } from '../../domain/passwordPolicy';
import { PasswordChecklist } from './PasswordChecklist';

/** What the retype field compares with: the new password as typed so far. */
export const NewPasswordContext = createContext<{ password: string; minLength?: number }>({ password: '' });

function describedBy(...ids: unknown[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
}

function PasswordInput(props: WidgetProps & { describedBy?: string; invalid?: boolean; onBlurred?(): void }) {
  const { id, value, disabled, readonly, required, autofocus, onChange, onBlur, onFocus, options } = props;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      type="password"
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password'}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
      autoFocus={autofocus}
      aria-invalid={props.invalid || props.rawErrors?.length ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => {
        props.onBlurred?.();
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** `"ui:widget": "newPassword"`: password field with the 000 §5 policy checklist under it, updated as the user types. */
export function NewPasswordWidget(props: WidgetProps) {
  const { minLength } = useContext(NewPasswordContext);
  const password = typeof props.value === 'string' ? props.value : '';
  const { checklist } = passwordPolicy({ password, minLength });
  const policyId = `${props.id}__policy`;
  return (
    <>
      <PasswordInput {...props} describedBy={describedBy(policyId, props.rawErrors?.length && `${props.id}__error`)} />
      <PasswordChecklist id={policyId} checklist={checklist} minLength={minLength} />
    </>
  );
}

/**
 * `"ui:widget": "retypePassword"`: 'provided passwords are different' (000 §5) under the field once the retype is as
 * long as the password or the field is left, not at the first key press.
 */
export function RetypePasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { password } = useContext(NewPasswordContext);
  const [left, setLeft] = useState(false);
  const retype = typeof props.value === 'string' ? props.value : '';
  const mismatch = retype !== '' && retype !== password && (left || retype.length >= password.length);
  const mismatchId = `${props.id}__mismatch`;
  return (
    <>
      <PasswordInput
        {...props}
        invalid={mismatch}
        describedBy={describedBy(mismatch && mismatchId, props.rawErrors?.length && `${props.id}__error`)}
        onBlurred={() => setLeft(true)}
      />
      {mismatch && (
        <p id={mismatchId} className="message message--error password-mismatch" role="alert">
          {t('CHANGE_PASSWORD_MISMATCH')}
        </p>
      )}
    </>
  );
}
