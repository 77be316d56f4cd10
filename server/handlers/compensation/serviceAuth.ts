// The compensation service is a separate service with HTTP basic auth (001 §7), not the staff token: the sandbox
// answers it under /compensation-service with the credentials of COMPENSATION_SERVICE_CREDENTIALS ('user:password',
// sandbox default below; docs/api/compensation.md).
import { timingSafeEqual } from 'node:crypto';
import type { CallContext } from '../../context';
import { ApiError, Codes } from '../../errors';

export const SANDBOX_SERVICE_CREDENTIALS = 'compensation:sandbox-eligibility';

export function serviceCredentials(): string {
  return process.env.COMPENSATION_SERVICE_CREDENTIALS || SANDBOX_SERVICE_CREDENTIALS;
}

/** 401 with a Basic challenge unless the request carries the service's credentials. */
export function requireServiceAuth(ctx: CallContext): void {
  const header = ctx.request.headers.authorization ?? '';
  const m = /^Basic ([A-Za-z0-9+/=]{1,500})$/.exec(header);
  const given = Buffer.from(m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '');
  const expected = Buffer.from(serviceCredentials());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    ctx.reply?.header('WWW-Authenticate', 'Basic realm="compensation"');
    throw ApiError.of(401, Codes.ACCESS_TOKEN_INVALID, 'Compensation service credentials are missing or wrong');
  }
}
