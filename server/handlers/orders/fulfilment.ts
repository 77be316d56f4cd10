// 000 §9 Fulfilment method codes and the display names the orders table keeps (server/db/seedNames.ts DELIVERY_TYPES).

export const FULFILMENT_METHODS = [
  { code: '00001', name: 'Smartcard', key: 'smartcard' },
  { code: '00003', name: 'Self-print', key: 'selfPrint' },
  { code: '00005', name: 'Ticket on departure', key: 'ticketOnDeparture' },
  { code: '00006', name: 'E-ticket', key: 'eTicket' },
  { code: '00007', name: 'S-ticket', key: 'sTicket' },
  { code: '00009', name: 'Postal', key: 'postal' },
] as const;

export type FulfilmentCode = (typeof FULFILMENT_METHODS)[number]['code'];

export function fulfilmentCodeOf(displayName: string): FulfilmentCode {
  return FULFILMENT_METHODS.find((m) => m.name === displayName)?.code ?? '00003';
}

export function fulfilmentNameOf(code: string): string | undefined {
  return FULFILMENT_METHODS.find((m) => m.code === code)?.name;
}
