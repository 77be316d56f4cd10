// 000 §8 Railcards: add, remove, fetch, accept, edit and reject errors tell the user to contact support; the server's
// own words follow ("RAILCARDS_ERROR_FETCHING plus server message"), so a 400 or 409 still says what was wrong.
import type { TFunction } from 'i18next';

interface FailedCall {
  status?: number;
  errors?: Array<{ message?: string }>;
}

export function failureMessage(t: TFunction, key: string, error: unknown): string {
  const failed = (error ?? {}) as FailedCall;
  const details = (failed.errors ?? []).map((e) => e.message).filter(Boolean).join('; ');
  return details ? t('RAILCARD_SERVER_SAYS', { message: t(key), details }) : t(key);
}
