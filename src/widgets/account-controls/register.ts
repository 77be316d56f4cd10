// The account page's lock status and delete-account panels and /customer-deletions (001 §2, declared in
// schemas/screens/customers/*.yaml): which lock, unlock and deletion actions an account or row offers. No
// components: the panels are declarations; the rules are src/domain/customerLockState.
import { birthdayShown } from '../../domain/birthdayShown';
import { CUSTOMER_LOCK_KINDS } from '../../domain/customerLockKinds';
import { customerHasLock, customerHasPendingDeletion } from '../../domain/customerLockState';
import type { GetCustomerReply } from '../../generated/replies/GetCustomerReply';
import type { Customer } from '../../generated/types/Customer';
import type { CustomerDeletion } from '../../generated/types/CustomerDeletion';
import type { CustomerLock } from '../../generated/types/CustomerLock';
import { registerDerivation, registerPredicate } from '../../runtime/registry';

type Facts = Parameters<typeof customerHasLock>[0];
const label = (kind: string) => kind.charAt(0) + kind.slice(1).toLowerCase(); // ACCOUNT → Account

for (const kind of CUSTOMER_LOCK_KINDS) {
  // record = the account (panel actions): offer Lock only while it is not in force
  registerPredicate(`customer${label(kind)}Unlocked`, (account) => !customerHasLock(account as Facts, kind));
  // row = one lock in force (row actions of the locks table): its own Unlock
  registerPredicate(`lockIs${label(kind)}`, (row) => (row as CustomerLock | undefined)?.kind === kind);
}
registerPredicate('customerHasPendingDeletionBlocks', (account) => customerHasPendingDeletion(account as Facts));
// a deleted account (deletion approved): said at the top of the page, and the page offers no change (readOnlyWhen)
const isDeleted = (account: unknown) => (account as Customer | undefined)?.deleted === true;
registerPredicate('customerIsDeleted', isDeleted);
registerDerivation('customerDeletedCallout', (reply) =>
  isDeleted((reply as GetCustomerReply | undefined)?.result)
    ? { tone: 'danger', message: 'ACCOUNT_DELETED_NOTICE' }
    : null,
);
registerPredicate('customerIsLocked', (account) => (account as Customer | undefined)?.isLocked === true);
registerPredicate('deletionProductsRemain', (row) => (row as CustomerDeletion | undefined)?.productsRemain === true);
// the lock's kind as a status word of its own (STATUS_REFUND_LOCK …), so it cannot borrow another area's label
registerDerivation('customerLockStatus', (row) => `${String((row as Partial<CustomerLock>).kind ?? '')}_LOCK`);
// 001 §5 marketing preferences: under 16 the promotions and products choices are shown disabled, saying why
// (schemas/forms/accounts/marketingPreferences.ui.json disabledWhen); the account's isOver16 is the server's verdict
registerPredicate('customerIsUnder16', (account) => (account as Customer | undefined)?.isOver16 === false);
// 001 §5 the date of birth on the account details panel: shown under 16, or for everyone with enableAdultBirthday
registerPredicate('customerBirthdayShown', (account, { gateContext }) =>
  birthdayShown(account as { isOver16?: boolean }, gateContext.flags.enableAdultBirthday === true),
);
// 001 §3 brand preference "where the brand has it": the brand's config.brandPreferences lists the choices
const brandPreferenceOffered = (config: Record<string, unknown> | undefined) =>
  Array.isArray(config?.brandPreferences) && config.brandPreferences.length > 0;
registerPredicate('brandPreferenceOffered', (_account, { config }) => brandPreferenceOffered(config));
registerPredicate('brandPreferenceNotOffered', (_account, { config }) => !brandPreferenceOffered(config));
