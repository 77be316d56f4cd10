/** One entry of an error reply: `{ errors: [{ code, message, fields }] }` (docs/architecture.md HTTP conventions). */
export interface ServerError {
  code: string;
  message: string;
  fields?: string[];
}

/**
 * Rejection value of every failed call. `notified` is true when the client has already shown the
 * notification of 000 §8 General HTTP handling, so callers only show inline state.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: ServerError[];
  notified: boolean;

  constructor(status: number, errors: ServerError[], notified = false) {
    super(errors.map((e) => e.message).join('; ') || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.notified = notified;
  }

  /** Code of the first server error, as a string ('8033'), or undefined. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** Reads `{ errors: [...] }` leniently: codes may arrive as numbers, fields may be missing. */
export function serverErrorsOf(body: unknown): ServerError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((e: { code?: unknown; message?: unknown; fields?: unknown }) => ({
    code: e?.code === undefined || e?.code === null ? '' : String(e.code),
    message: typeof e?.message === 'string' ? e.message : '',
    fields: Array.isArray(e?.fields) ? e.fields.map(String) : undefined,
  }));
}
