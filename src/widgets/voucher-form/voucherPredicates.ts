// 000 §4 Voucher: a supervisor accepts or declines while Pending; an agent edits a Pending or Accepted voucher
// (Declined and Expired ones are final). The server decides on the derived status too.

function statusOf(record: unknown): unknown {
  return record !== null && typeof record === 'object' ? (record as { status?: unknown }).status : undefined;
}

export function voucherIsPending(record: unknown): boolean {
  return statusOf(record) === 'Pending';
}

export function voucherIsEditable(record: unknown): boolean {
  const status = statusOf(record);
  return status === 'Pending' || status === 'Accepted';
}
