// What a dialog says when its call failed: one message for the alert, and the server's field errors for the form.
// The app sends dialog calls with `notify: false`, so this is the only place the staff member reads about the failure.
import { describeHttpError, type HttpErrorEntry } from '../domain/describeHttpError';
import type { Translate } from './formats';

/** A server error that names a field path (`['email']`, `['refunds', '0', 'amount']`), with its text. */
export interface FieldError {
  path: string[];
  message: string;
}

export interface CallFailure {
  message: string;
  fieldErrors: FieldError[];
}

function entriesOf(error: unknown): HttpErrorEntry[] {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((e: { code?: unknown; message?: unknown; fields?: unknown }) => ({
    code: e?.code === undefined || e?.code === null ? '' : String(e.code),
    message: typeof e?.message === 'string' ? e.message : '',
    fields: Array.isArray(e?.fields) ? e.fields.map(String) : undefined,
  }));
}

/**
 * `declared` maps server codes to i18n keys (a modal's `errors:`). When every error of the reply is declared, their
 * texts are the message; otherwise 000 §8 and 001 §7's text (describeHttpError): only a 400 lists the server's own
 * messages (declared ones in their text). A 409 the modal does not declare reads HTTP_CONFLICT, in plain words: the
 * record's state does not allow it now — not the server's message or code, and not 'Server error' either
 * (docs/decisions/2532-dialog-conflict-plain-words.md).
 * The error is the app's HttpError (`status`, `errors`); anything else is a server error.
 * @example describeCallFailure({ '1001': 'INVALID_EMAIL_DOMAIN' }, httpError, t).message // 'The e-mail is not on a staff domain.'
 */
export function describeCallFailure(
  declared: Record<string, string> | undefined,
  error: unknown,
  t: Translate,
): CallFailure {
  const rawStatus = (error as { status?: unknown } | null)?.status;
  const status = typeof rawStatus === 'number' ? rawStatus : 0;
  const entries = entriesOf(error);
  const texts = entries.map((e) => (e.code && declared?.[e.code] ? t(declared[e.code]) : undefined));
  let message: string;
  if (entries.length > 0 && texts.every(Boolean)) {
    message = [...new Set(texts)].join(' ');
  } else if (status === 409) {
    message = [...new Set([...texts.filter((text): text is string => !!text), t('HTTP_CONFLICT')])].join(' ');
  } else {
    const shown = entries.map((e, i) => (texts[i] ? { message: texts[i], fields: e.fields } : e));
    const description = describeHttpError(status, shown);
    message = t(description.key, description.values);
  }
  // A refused request (400) blames fields with the server's words; a state conflict (409) only with declared texts.
  const fieldErrors = entries.flatMap((e, i): FieldError[] => {
    const text = status === 400 ? (texts[i] ?? e.message) : status === 409 ? texts[i] : undefined;
    return e.fields?.length && text ? [{ path: [...e.fields], message: text }] : [];
  });
  return { message, fieldErrors };
}

/**
 * The server's own words for a failed call: each error's declared text (`errors:`) or its message, once each, joined;
 * '' when the reply carries none. What a modal's per-status `failureText` quotes as `{{reasons}}` (001 §8 smartcard
 * link: 'a 400, 401, 403 or 404 with a message shows it').
 * @example serverReasons({}, { status: 403, errors: [{ code: 'X', message: 'The card is hotlisted' }] }, t) // 'The card is hotlisted'
 */
export function serverReasons(declared: Record<string, string> | undefined, error: unknown, t: Translate): string {
  const texts = entriesOf(error).map((e) =>
    e.code && declared?.[e.code] ? t(declared[e.code]) : (e.message ?? '').trim(),
  );
  return [...new Set(texts.filter(Boolean))].join(' ');
}
