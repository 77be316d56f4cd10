// Staff-user rules for the console: the level select of the add/change forms, the level names of the tables and the
// user page's action predicates, and the audit trail's action names. The form widget is registered directly (RJSF renders it without a Suspense
// boundary); it is a few lines.
import { registerFormat, registerFormWidget, registerPredicate } from '../../runtime/registry';
import { actionKey, humaniseCallId } from './actionLabel';
import { AssignableLevelWidget } from './AssignableLevelWidget';
import { staffUserPredicates } from './staffUserPredicates';

registerFormWidget('assignableLevel', AssignableLevelWidget);
// grantLevelName 'STATION_AGENT' → 'Station agent' (USER_LEVEL_…), the names the level select shows
registerFormat('staffLevel', {
  text: (value, t) => (typeof value === 'string' && value ? t(`USER_LEVEL_${value}`, { defaultValue: value }) : ''),
});
for (const [name, predicate] of Object.entries(staffUserPredicates)) registerPredicate(name, predicate);
// the audit trail's action: a call id → its text (AUDIT_ACTION_…), or the id spelt out ('acceptVoucher' → 'Accept voucher')
registerFormat('auditAction', {
  text: (value, t) =>
    typeof value === 'string' && value ? t(actionKey(value), { defaultValue: humaniseCallId(value) }) : '',
});
