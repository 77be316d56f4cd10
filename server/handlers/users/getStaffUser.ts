// 000 §7 GET /admin/users/{id}: 000 §3 Staff user of the caller's brand (removed users and other brands' ids: 404).
import type { Handler } from '../../context';
import { findTarget, staffUserReply } from './staffUserRules';

export const getStaffUser: Handler<'getStaffUser'> = async (ctx) => ({ result: staffUserReply(await findTarget(ctx)) });
