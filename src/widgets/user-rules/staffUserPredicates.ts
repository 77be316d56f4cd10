// Named predicates of the user page's actions (schemas/screens/users/user.yaml `when:`), from the 000 §5/§6 rules.
import { canChangeStaffUser } from '../../domain/canChangeStaffUser';
import { canRemoveStaffUser, type StaffRef } from '../../domain/canRemoveStaffUser';
import type { PredicateContext } from '../../runtime';

interface StaffUserRecord {
  email?: unknown;
  grantLevel?: unknown;
  active?: unknown;
}

/** The viewed user and the signed-in one as the rules see them; undefined while either is unknown. */
function refs(record: unknown, context: PredicateContext): [StaffRef, StaffRef] | undefined {
  const user = record as StaffUserRecord | undefined;
  if (!context.userEmail || typeof user?.email !== 'string' || typeof user.grantLevel !== 'number') return undefined;
  return [
    { email: context.userEmail, level: context.gateContext.level },
    { email: user.email, level: user.grantLevel },
  ];
}

export const staffUserPredicates: Record<string, (record: unknown, context: PredicateContext) => boolean> = {
  staffUserRemovable: (record, context) => {
    const pair = refs(record, context);
    return pair !== undefined && canRemoveStaffUser(...pair);
  },
  staffUserLevelChangeable: (record, context) => {
    const pair = refs(record, context);
    return pair !== undefined && canChangeStaffUser(...pair);
  },
  staffUserActivatable: (record, context) => {
    const pair = refs(record, context);
    return pair !== undefined && (record as StaffUserRecord).active === false && canChangeStaffUser(...pair);
  },
  staffUserDeactivatable: (record, context) => {
    const pair = refs(record, context);
    return pair !== undefined && (record as StaffUserRecord).active === true && canChangeStaffUser(...pair);
  },
};
