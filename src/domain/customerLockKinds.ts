// 001 §4 Account lock and unlock, refund restriction and enabling, delivery lock and unlock, each with a reason; §7
// POST /v2/customers/{id}/{account|refund|delivery}/{lock|unlock}.

export const CUSTOMER_LOCK_KINDS = ['ACCOUNT', 'REFUND', 'DELIVERY'] as const;
export type CustomerLockKind = (typeof CUSTOMER_LOCK_KINDS)[number];
