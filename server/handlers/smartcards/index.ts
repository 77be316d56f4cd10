// Handlers of schemas/api/smartcards.yaml.
import type { TypedHandlers } from '../../context';
import { addCustomerAddress } from './addCustomerAddress';
import { applyPromotionalDiscount } from './applyPromotionalDiscount';
import { approveSmartcardApproval } from './approveSmartcardApproval';
import { changeCustomerAddress } from './changeCustomerAddress';
import { changeCustomerDateOfBirth } from './changeCustomerDateOfBirth';
import { changeCustomerName } from './changeCustomerName';
import { confirmSmartcardTransfer } from './confirmSmartcardTransfer';
import { getChildCardPhoto } from './getChildCardPhoto';
import { getCustomerSmartcard } from './getCustomerSmartcard';
import { getSmartcardActive } from './getSmartcardActive';
import { getSmartcardJourneys } from './getSmartcardJourneys';
import { getSmartcardApproval } from './getSmartcardApproval';
import { getSmartcardApprovalPhoto } from './getSmartcardApprovalPhoto';
import { getSmartcardReplacement } from './getSmartcardReplacement';
import { getSmartcardTransfer } from './getSmartcardTransfer';
import { hotlistProduct } from './hotlistProduct';
import { hotlistProductByOrder } from './hotlistProductByOrder';
import { issueSmartcard } from './issueSmartcard';
import { linkSmartcard } from './linkSmartcard';
import { listGoldCardReplacements } from './listGoldCardReplacements';
import { listPendingChildCards } from './listPendingChildCards';
import { listPendingSwaps } from './listPendingSwaps';
import { listSmartcardProducts } from './listSmartcardProducts';
import { registerCustomer } from './registerCustomer';
import { rejectSmartcardApproval } from './rejectSmartcardApproval';
import { rejectSmartcardTransfer } from './rejectSmartcardTransfer';
import { removeSmartcard } from './removeSmartcard';
import { replaceChildCardPhoto } from './replaceChildCardPhoto';
import { replaceSmartcardApprovalPhoto } from './replaceSmartcardApprovalPhoto';
import { requestGoldCardReplacement } from './requestGoldCardReplacement';
import { requestSmartcardReplacement } from './requestSmartcardReplacement';
import { searchSmartcardApprovals } from './searchSmartcardApprovals';
import { searchSmartcardTransfers } from './searchSmartcardTransfers';
import { setChildCardStatus } from './setChildCardStatus';
import { setSwapStatus } from './setSwapStatus';
import { transferSmartcard } from './transferSmartcard';
import { updateChildCard } from './updateChildCard';
import { updateSmartcardApproval } from './updateSmartcardApproval';

export const smartcardsHandlers = {
  addCustomerAddress,
  applyPromotionalDiscount,
  approveSmartcardApproval,
  changeCustomerAddress,
  changeCustomerDateOfBirth,
  changeCustomerName,
  confirmSmartcardTransfer,
  getChildCardPhoto,
  getCustomerSmartcard,
  getSmartcardJourneys,
  getSmartcardActive,
  getSmartcardApproval,
  getSmartcardApprovalPhoto,
  getSmartcardReplacement,
  getSmartcardTransfer,
  hotlistProduct,
  hotlistProductByOrder,
  issueSmartcard,
  linkSmartcard,
  listGoldCardReplacements,
  listPendingChildCards,
  listPendingSwaps,
  listSmartcardProducts,
  registerCustomer,
  rejectSmartcardApproval,
  rejectSmartcardTransfer,
  removeSmartcard,
  replaceChildCardPhoto,
  replaceSmartcardApprovalPhoto,
  requestGoldCardReplacement,
  requestSmartcardReplacement,
  searchSmartcardApprovals,
  searchSmartcardTransfers,
  setChildCardStatus,
  setSwapStatus,
  transferSmartcard,
  updateChildCard,
  updateSmartcardApproval,
} satisfies TypedHandlers;
