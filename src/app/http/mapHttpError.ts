import type { ServerError } from './HttpError';

export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

/** What the user is told about a failed call: an i18n key, its values, and how loud. */
export interface HttpErrorNotice {
  kind: NotificationKind;
  key: string;
  values?: Record<string, string>;
}

/**
 * 000 §8 General HTTP handling: 400 lists each server error (code, message, fields); 403
 * 'Unauthorized access.'; 404 'Requested data not found' as info; anything else a server error.
 * 401 is not mapped here: the client refreshes (codes 1/2) or the caller handles sign-in outcomes.
 */
export function mapHttpError(status: number, errors: ServerError[]): HttpErrorNotice | undefined {
  if (status === 401) return undefined;
  if (status === 400) {
    const details = errors
      .map((e) => [e.code, e.message].filter(Boolean).join(': ') + (e.fields?.length ? ` (${e.fields.join(', ')})` : ''))
      .join('\n');
    return details
      ? { kind: 'error', key: 'HTTP_BAD_REQUEST_DETAILS', values: { details } }
      : { kind: 'error', key: 'HTTP_BAD_REQUEST' };
  }
  if (status === 403) return { kind: 'error', key: 'HTTP_UNAUTHORIZED_ACCESS' };
  if (status === 404) return { kind: 'info', key: 'HTTP_NOT_FOUND' };
  return { kind: 'error', key: 'HTTP_SERVER_ERROR' };
}
