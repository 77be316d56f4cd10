// Per screen id, the path of a representative seeded record of one brand (README "Demo data"): what the screen
// catalogue opens when it shows a screen live, and what the visual snapshots photograph. A screen whose feature the
// brand lacks (the helper throws) or whose record is missing has no entry.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../connect';
import { railcards, staffUsers, vouchers } from '../schema';
import { demoEmail } from '../seed';
import { compensationDemoRequestId } from './compensation';
import { delayRepayDemoClaimId } from './delayRepay';
import { keyGoCaseId } from './keyGo';
import { showcaseOrderId } from './orders';
import { railcardCaseCustomerId } from './railcards';
import { smartcardCaseId } from './smartcards';
import { voucherDemoCustomerId } from './vouchers';

type PathOf = () => string | undefined | Promise<string | undefined>;

export async function demoRecordPaths(
  db: Db,
  brands: readonly string[],
  brand: string,
): Promise<Record<string, string>> {
  const railcardCustomer = () => railcardCaseCustomerId(brands, brand, 0);
  const paths: Record<string, PathOf> = {
    account: () => `/account/${showcaseOrderId(brands, brand, 'complete')}`,
    order: () => `/orders/${showcaseOrderId(brands, brand, 'complete')}`,
    drcOrder: () => `/drc-orders/${showcaseOrderId(brands, brand, 'drc')}`,
    refundOrder: () => `/orders/${showcaseOrderId(brands, brand, 'seasonMonthly')}/refund`,
    smartcard: () => `/customers/${smartcardCaseId(brands, brand, 'active')}/smartcard`,
    smartcardApproval: () => `/smartcard-approvals/${smartcardCaseId(brands, brand, 'approvalPortrait')}`,
    smartcardTransfer: () => `/smartcard-transfers/${smartcardCaseId(brands, brand, 'transferPending')}`,
    compensationClaim: () => `/compensation/claims/${compensationDemoRequestId(brands, brand, 'season', 'season-new')}`,
    delayRepayClaim: () => `/delay-repay/claims/DRCL${delayRepayDemoClaimId(brands, brand, 0)}`,
    // the request id is the customer's (README "sticket photo requests": pending 93003013 in southern)
    sticketPhoto: () => `/search-sticket-photos/${keyGoCaseId(brands, brand, 'photoPending')}`,
    voucher: async () => {
      const customerId = voucherDemoCustomerId(brands, brand);
      const [first] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.customerId, customerId))
        .orderBy(asc(vouchers.id))
        .limit(1);
      return first && `/customers/${customerId}/vouchers/${first.id}`;
    },
    user: async () => {
      const [agent] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, demoEmail('agent', brand)))
        .limit(1);
      return agent && `/user/${agent.id}`;
    },
    railcardApplication: async () => {
      const customerId = railcardCustomer();
      const [application] = await db
        .select({ id: railcards.id })
        .from(railcards)
        .where(and(eq(railcards.customerId, customerId), eq(railcards.application, true)))
        .orderBy(asc(railcards.id))
        .limit(1);
      return application && `/railcard-application/${application.id}/${customerId}`;
    },
  };
  const found: Record<string, string> = {};
  for (const [screenId, pathOf] of Object.entries(paths)) {
    try {
      const path = await pathOf();
      if (path) found[screenId] = path;
    } catch {
      // the brand has no such feature (compensation, delay repay …): nothing to show
    }
  }
  return found;
}
