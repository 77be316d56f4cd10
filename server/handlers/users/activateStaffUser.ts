// 000 §7 PUT /admin/users/{id}/activate (204): see setStaffUserActive.
import type { Handler } from '../../context';
import { setStaffUserActive } from './setStaffUserActive';

export const activateStaffUser: Handler<'activateStaffUser'> = (ctx) => setStaffUserActive(ctx, true);
