// A database that cannot be opened, migrated or seeded is the most likely first-start failure; the operator gets one
// line saying which database and what to do, instead of a driver stack trace (the password never printed).
import { DataDirInUseError } from './connect';

const HINTS: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there: is PostgreSQL running?',
  ENOTFOUND: 'the host name does not resolve',
  ETIMEDOUT: 'the server does not answer',
  '28P01': 'the user name or password is wrong',
  '28000': 'the server refuses this user',
  '3D000': 'the database does not exist: create it first',
  '42501': 'the user may not create tables in it',
};

export function describeDatabaseError(error: unknown, where: { url?: string; dataDir: string }): string {
  if (error instanceof DataDirInUseError) return `Cannot open the database: ${error.message}.`;
  const failure = error as { code?: string; message?: string; errors?: Array<{ code?: string }> };
  // node-postgres reports a refused dual-stack connection as an AggregateError without a code of its own
  const code = failure.code ?? failure.errors?.find((e) => e.code)?.code;
  const reason = (code && HINTS[code]) || failure.message || String(error);
  if (where.url)
    return `Cannot use the PostgreSQL database ${redactPassword(where.url)} (DATABASE_URL): ${reason}${code ? ` [${code}]` : ''}.`;
  return (
    `Cannot use the PGlite database in ${where.dataDir} (DATA_DIR): ${reason}. If the folder was written by another ` +
    'version or is damaged, move it away and start again to create and seed a new one.'
  );
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
