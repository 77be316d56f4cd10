// 000 §7 GET /admin/railcards/reject-reasons.
import type { Handler } from '../../context';
import { RAILCARD_REJECT_REASONS } from './rejectReasons';

export const listRailcardRejectReasons: Handler<'listRailcardRejectReasons'> = async () => ({
  result: [...RAILCARD_REJECT_REASONS],
});
