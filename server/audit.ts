// 000 §2 staff users "user audit trail": every mutating staff action is recorded (date, action, API method,
// endpoint, payload). Secrets in the payload or the path are masked.
import type { Db } from './db/connect';
import { auditTrail } from './db/schema';
import type { CallDeclaration } from './declarations';

const SECRET = /password|token|code/i;

export async function writeAudit(
  db: Db,
  staffUserId: number,
  call: CallDeclaration,
  params: Record<string, string>,
  body: unknown,
): Promise<void> {
  const endpoint = call.path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    SECRET.test(name) ? whole : encodeURIComponent(params[name] ?? ''),
  );
  await db.insert(auditTrail).values({
    staffUserId,
    action: call.id,
    apiMethod: call.method,
    apiEndpoint: `/api${endpoint}`,
    data: mask(body) ?? null,
  });
}

/** An uploaded image (data URL, up to 2 MB) is recorded by its type and size, not copied into every audit row. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/;

function mask(value: unknown): unknown {
  if (typeof value === 'string' && DATA_URL.test(value)) {
    return `data:${DATA_URL.exec(value)![1]};base64,… (${value.length} characters)`;
  }
  if (Array.isArray(value)) return value.map(mask);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET.test(key) ? '***' : mask(v)]));
}
