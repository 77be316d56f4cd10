// The account page's lock status and delete-account panels and /customer-deletions (001 §2, declared in
// schemas/screens/customers/*.yaml): which lock, unlock and deletion actions an account or row offers. No
// components: the panels are declarations; the rules are src/domain/customerLockState.
import { CUSTOMER_LOCK_KINDS } from '../../domain/customerLockKinds';
import { customerHasLock, customerHasPendingDeletion } from '../../domain/customerLockState';
import { registerDerivation, registerPredicate } from '../../runtime';

type Facts = Parameters<typeof customerHasLock>[0];
const label = (kind: string) => kind.charAt(0) + kind.slice(1).toLowerCase(); // ACCOUNT → Account

for (const kind of CUSTOMER_LOCK_KINDS) {
  // record = the account (panel actions): offer Lock only while it is not in force
  registerPredicate(`customer${label(kind)}Unlocked`, (account) => !customerHasLock(account as Facts, kind));
  // row = one lock in force (row actions of the locks table): its own Unlock
  registerPredicate(`lockIs${label(kind)}`, (row) => (row as { kind?: string } | undefined)?.kind === kind);
}
registerPredicate('customerHasPendingDeletionBlocks', (account) => customerHasPendingDeletion(account as Facts));
registerPredicate('customerIsLocked', (account) => (account as { isLocked?: boolean } | undefined)?.isLocked === true);
registerPredicate('deletionProductsRemain', (row) => (row as { productsRemain?: boolean } | undefined)?.productsRemain === true);
// the lock's kind as a status word of its own (STATUS_REFUND_LOCK …), so it cannot borrow another area's label
registerDerivation('customerLockStatus', (row) => `${String((row as { kind?: string }).kind ?? '')}_LOCK`);
