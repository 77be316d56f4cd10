import { useTranslation } from '../../runtime/useTranslation';
import { passwordPolicy, type PasswordPolicyResult } from '../../domain/passwordPolicy';

/**
 * 000 §5 policy checklist, updated as the user types; each line says in words whether it is met, not only by colour.
 * `id` is what the password field names in aria-describedby.
 */
export function PasswordChecklist({
  checklist,
  minLength = 12,
  id = 'password-policy',
}: {
  checklist: PasswordPolicyResult['checklist'];
  minLength?: number;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="password-checklist" id={id}>
      <p id={`${id}__title`}>{t('CHANGE_PASSWORD_POLICY')}</p>
      <ul aria-labelledby={`${id}__title`}>
        {checklist.map(({ rule, key, ok }) => (
          <li key={rule} className={ok ? 'password-checklist__item is-met' : 'password-checklist__item'}>
            <span aria-hidden="true">{ok ? '✓' : '○'}</span>{' '}
            {t(key, { min: minLength, characters: passwordPolicy.specialCharacters })}
            <span className="visually-hidden"> ({t(ok ? 'PASSWORD_POLICY_MET' : 'PASSWORD_POLICY_NOT_MET')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
