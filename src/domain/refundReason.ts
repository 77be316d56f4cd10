// 000 §3 Refund reason: code, name, fee, disableFee, active (brand config refundReasons; fee null = the brand's defaultAdminFee).

export interface RefundReason {
  code: number;
  /** i18n key */
  name: string;
  /** pence; null = the brand's defaultAdminFee */
  fee: number | null;
  disableFee: boolean;
  active: boolean;
}
