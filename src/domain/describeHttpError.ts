// 000 §8 General HTTP handling: 400 lists each server error's code, message and fields; 403 'Unauthorized access.'; 404 'Requested data not found' (info); otherwise 'Server error. Please try again later.'

/** One entry of an error reply `{ errors: [{ code, message, fields }] }`. */
export interface HttpErrorEntry {
  code?: string;
  message?: string;
  fields?: readonly string[];
}

/** What the user is told about a failed call: an i18n key (common.json HTTP_*), its values, and how loud. */
export interface HttpErrorDescription {
  kind: 'error' | 'info';
  key: string;
  values?: { details: string };
}

export interface DescribeOptions {
  /** Also list the server's messages of a 409: a dialog that caused a state conflict must say which
   *  ("the railcard is already ACCEPTED"); the general notification keeps the spec's 'Server error'. */
  listConflicts?: boolean;
}

/** '1001: Invalid domain (email)' — one line per server error, the fields it names in brackets. */
export function httpErrorDetails(errors: readonly HttpErrorEntry[]): string {
  return errors
    .map((e) => [e.code, e.message].filter(Boolean).join(': ') + (e.fields?.length ? ` (${e.fields.join(', ')})` : ''))
    .filter(Boolean)
    .join('\n');
}

/**
 * The one text of a failed call, shared by the app's notification and the runtime's dialogs.
 * `status` 0 means no answer (network failure).
 * @example describeHttpError(400, [{ code: '1000', message: 'is required', fields: ['email'] }])
 *   // { kind: 'error', key: 'HTTP_BAD_REQUEST_DETAILS', values: { details: '1000: is required (email)' } }
 */
export function describeHttpError(
  status: number,
  errors: readonly HttpErrorEntry[],
  options: DescribeOptions = {},
): HttpErrorDescription {
  if (status === 400 || (status === 409 && options.listConflicts)) {
    const details = httpErrorDetails(errors);
    if (details) return { kind: 'error', key: 'HTTP_BAD_REQUEST_DETAILS', values: { details } };
    if (status === 400) return { kind: 'error', key: 'HTTP_BAD_REQUEST' };
  }
  if (status === 403) return { kind: 'error', key: 'HTTP_UNAUTHORIZED_ACCESS' };
  if (status === 404) return { kind: 'info', key: 'HTTP_NOT_FOUND' };
  return { kind: 'error', key: 'HTTP_SERVER_ERROR' };
}
