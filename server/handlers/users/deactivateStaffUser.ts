// 000 §7 PUT /admin/users/{id}/deactivate (204): see setStaffUserActive; the user's sessions end at once.
import type { Handler } from '../../context';
import { setStaffUserActive } from './setStaffUserActive';

export const deactivateStaffUser: Handler<'deactivateStaffUser'> = (ctx) => setStaffUserActive(ctx, false);
