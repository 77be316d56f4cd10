import { useTranslation } from '../../runtime/useTranslation';
import { DEPLOYMENT_PATH } from '../../domain/deployment';

/** Shown instead of the console when its deployment file is missing or invalid: what is wrong, in words. */
export function DeploymentErrorPage({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <main className="deployment-error">
      <h1>{t('DEPLOYMENT_ERROR_TITLE')}</h1>
      <p>{t('DEPLOYMENT_ERROR_INTRO', { file: DEPLOYMENT_PATH })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p>{t('DEPLOYMENT_ERROR_HELP')}</p>
    </main>
  );
}
