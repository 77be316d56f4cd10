// Handlers of schemas/api/users.yaml (000 §7 Staff users), one file per call.
import type { TypedHandlers } from '../../context';
import { activateStaffUser } from './activateStaffUser';
import { addStaffUser } from './addStaffUser';
import { changeStaffAccessLevel } from './changeStaffAccessLevel';
import { deactivateStaffUser } from './deactivateStaffUser';
import { getStaffUser } from './getStaffUser';
import { getStaffUserTrail } from './getStaffUserTrail';
import { listStaffUsers } from './listStaffUsers';
import { removeStaffUser } from './removeStaffUser';

export const usersHandlers = {
  listStaffUsers,
  addStaffUser,
  getStaffUser,
  changeStaffAccessLevel,
  removeStaffUser,
  activateStaffUser,
  deactivateStaffUser,
  getStaffUserTrail,
} satisfies TypedHandlers;
