// 000 §2 user audit trail "action": a readable name for a call id. Known calls have a text (AUDIT_ACTION_…);
// any other call id (another area's, a future one) is spelt out from its camelCase: 'acceptVoucher' → 'Accept voucher'.

export function actionKey(callId: string): string {
  return `AUDIT_ACTION_${callId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

export function humaniseCallId(callId: string): string {
  const words = callId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
