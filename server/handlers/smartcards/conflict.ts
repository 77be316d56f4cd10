// 409 of the smartcard calls: the record is not in a state that allows the change (docs/api/smartcards.md business
// errors). In a module of its own so that only the calls that can answer it declare 409 (generators/lib/handlerStatuses).
import { ApiError } from '../../errors';

export const conflict = (code: string, message: string, fields?: string[]) => ApiError.of(409, code, message, fields);
