import { useTranslation } from 'react-i18next';
import { passwordPolicy, type PasswordPolicyResult } from '../../domain/passwordPolicy';

/** 000 §5 policy checklist, updated as the user types; each line says in words whether it is met, not only by colour. */
export function PasswordChecklist({ checklist, minLength = 12 }: { checklist: PasswordPolicyResult['checklist']; minLength?: number }) {
  const { t } = useTranslation();
  return (
    <div className="password-checklist">
      <p id="password-policy">{t('CHANGE_PASSWORD_POLICY')}</p>
      <ul aria-labelledby="password-policy">
        {checklist.map(({ rule, key, ok }) => (
          <li key={rule} className={ok ? 'password-checklist__item is-met' : 'password-checklist__item'}>
            <span aria-hidden="true">{ok ? '✓' : '○'}</span> {t(key, { min: minLength, characters: passwordPolicy.specialCharacters })}
            <span className="visually-hidden"> ({t(ok ? 'PASSWORD_POLICY_MET' : 'PASSWORD_POLICY_NOT_MET')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
