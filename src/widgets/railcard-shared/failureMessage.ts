// 000 §8 Railcards: add, remove, fetch, accept, edit and reject errors tell the user to contact support; why follows
// ("RAILCARDS_ERROR_FETCHING plus server message") in the words of 000 §8 General HTTP handling (describeCallFailure),
// so a 400 lists the server's errors, a 409 its reason, a 403 or 404 their fixed texts.
import type { TFunction } from 'i18next';
import { describeCallFailure } from '../../runtime';

export function failureMessage(t: TFunction, key: string, error: unknown): string {
  return `${t(key)}\n${describeCallFailure(undefined, error, t).message}`;
}
