import { describeHttpError, type HttpErrorDescription } from '../../domain/describeHttpError';
import type { ServerError } from './HttpError';

/** What the user is told about a failed call: an i18n key, its values, and how loud. */
export type HttpErrorNotice = HttpErrorDescription;

/**
 * The notification of 000 §8 General HTTP handling (src/domain/describeHttpError, which the runtime's dialogs
 * share). 401 is not mapped here: the client refreshes (codes 1/2) or the caller handles sign-in outcomes.
 */
export function mapHttpError(status: number, errors: ServerError[]): HttpErrorNotice | undefined {
  if (status === 401) return undefined;
  return describeHttpError(status, errors);
}
