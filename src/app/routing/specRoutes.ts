// 000 §2 / 001 §2 Route table: every route of the spec with its access, so a route whose screen is not declared
// yet (schemas/screens) still guards correctly and leads to a clear 'not yet available' page, never a broken one.
import type { Gate } from '../../domain/checkGate';

export interface SpecRoute {
  route: string;
  gate: Gate;
  flag?: string;
}

const basic: Gate = { minLevel: 'BASIC' };
const agent: Gate = { minLevel: 'AGENT' };
const supervisor: Gate = { minLevel: 'SUPERVISOR' };

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { route: '/search-customers', gate: basic },
  { route: '/account/{id}', gate: basic },
  { route: '/search-orders', gate: basic },
  { route: '/orders/{id}', gate: basic },
  { route: '/drc-orders/{id}', gate: basic },
  { route: '/orders/{id}/refund', gate: basic },
  { route: '/customers/{cid}/vouchers/{vid}', gate: basic },
  { route: '/customers/{cid}/smartcard', gate: basic },
  { route: '/smartcard-transfers', gate: basic, flag: 'enableSmartcardTransfers' },
  { route: '/smartcard-transfers/{id}', gate: basic, flag: 'enableSmartcardTransfers' },
  { route: '/card-issuance', gate: basic, flag: 'enableCardIssuance' },
  // 000 §2: the route is BASIC, the side menu places it at AGENT.
  { route: '/search-railcards', gate: basic },
  { route: '/railcard-application/{railcardId}/{customerId}', gate: basic },
  { route: '/search-users', gate: { permission: 'canModifyStaffAccount' } },
  { route: '/user/{id}', gate: { permission: 'canModifyStaffAccount' } },
  {
    route: '/customer-deletions',
    gate: { permission: 'canUseRequestRemoveCustomerAccount' },
    flag: 'enableCustomerDeletions',
  },
  { route: '/search-vouchers', gate: supervisor, flag: 'enableEvouchers' },
  { route: '/smartcard-approvals', gate: supervisor, flag: 'enableSmartcardApprovals' },
  { route: '/smartcard-approvals/{id}', gate: supervisor, flag: 'enableSmartcardApprovals' },
  { route: '/search-sticket-photos', gate: supervisor, flag: 'enableSticketPhotoApprovals' },
  { route: '/compensation/claims', gate: agent, flag: 'enableCompensation' },
  { route: '/compensation/claims/{id}', gate: agent, flag: 'enableCompensation' },
  { route: '/delay-repay', gate: agent, flag: 'enableDelayRepay' },
  { route: '/delay-repay/claims/{id}', gate: agent, flag: 'enableDelayRepay' },
];
