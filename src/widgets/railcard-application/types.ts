// 000 §3 Railcard application as GET /admin/customers/railcards/{railcardId} replies.
export interface RailcardApplicationRecord {
  id: number;
  customerId: number;
  customerName: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  railcardType: { code: string; name?: string | null };
  railcardCode: string;
  railcardNumber: string;
  expiryDate: string;
  created: string;
  state: string;
  status: string;
  reason?: string | null;
  photo?: string | null;
  isFinal: boolean;
}
