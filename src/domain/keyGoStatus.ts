// 001 §4 KeyGo status: active, pending closure or not active. Balance adjustment and reimbursement need active or
// pending closure; reimbursement also a balance above 0.

export type KeyGoStatus = 'active' | 'pendingClosure' | 'notActive';

/** From the card's KeyGo product status (PENDING_CLOSURE for the tap product, 001 §3); no product → notActive. */
export function keyGoStatus(product: { status: string; isHotlisted?: boolean } | undefined | null): KeyGoStatus {
  if (!product || product.isHotlisted) return 'notActive';
  if (product.status === 'ACTIVE') return 'active';
  if (product.status === 'PENDING_CLOSURE') return 'pendingClosure';
  return 'notActive';
}

export const canAdjustKeyGoBalance = (status: KeyGoStatus): boolean => status !== 'notActive';

export const canReimburseKeyGo = (status: KeyGoStatus, balance: number): boolean =>
  status !== 'notActive' && balance > 0;
