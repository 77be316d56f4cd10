// Handlers of schemas/api/accounts.yaml.
import type { TypedHandlers } from '../../context';
import { decideCustomerDeactivation } from './decideCustomerDeactivation';
import { listDeactivationRequests } from './listDeactivationRequests';
import { requestCustomerDeactivation } from './requestCustomerDeactivation';
import { setCustomerLock } from './setCustomerLock';
import { resetCustomerPassword } from './resetCustomerPassword';
import { setMarketingPreferences } from './setMarketingPreferences';
import { unlockCustomerImmediately } from './unlockCustomerImmediately';

export const accountsHandlers = {
  lockCustomerAccount: setCustomerLock('ACCOUNT', true),
  unlockCustomerAccount: setCustomerLock('ACCOUNT', false),
  lockCustomerRefunds: setCustomerLock('REFUND', true),
  unlockCustomerRefunds: setCustomerLock('REFUND', false),
  lockCustomerDelivery: setCustomerLock('DELIVERY', true),
  unlockCustomerDelivery: setCustomerLock('DELIVERY', false),
  unlockCustomerImmediately,
  listDeactivationRequests,
  requestCustomerDeactivation,
  approveCustomerDeactivation: decideCustomerDeactivation('APPROVED'),
  rejectCustomerDeactivation: decideCustomerDeactivation('REJECTED'),
  setMarketingPreferences,
  resetCustomerPassword,
} satisfies TypedHandlers;
