// 000 §5 Refund: the railcard minimum adults and children must still hold among the tickets left unrefunded.

export interface RailcardMinimum {
  minAdults: number;
  minChildren: number;
}

export interface RailcardTicket {
  adults: number;
  children: number;
  /** railcard (discount) code of the ticket, if any */
  railcardCode?: string | null;
  /** refunded before this refund */
  refunded: boolean;
  /** ticked in this refund */
  selected: boolean;
}

/**
 * Railcard codes whose minimum party would no longer travel if the ticked tickets were refunded. A railcard whose
 * tickets are all refunded leaves nothing to hold; codes without a known minimum are not checked.
 * @example railcardMinimumHolds(tickets, { FAM: { minAdults: 1, minChildren: 1 } }) // { holds: false, failing: ['FAM'] }
 */
export function railcardMinimumHolds(
  tickets: readonly RailcardTicket[],
  minimums: Record<string, RailcardMinimum>,
): { holds: boolean; failing: string[] } {
  const left = new Map<string, { adults: number; children: number }>();
  for (const ticket of tickets) {
    if (!ticket.railcardCode || ticket.refunded || ticket.selected) continue;
    const party = left.get(ticket.railcardCode) ?? { adults: 0, children: 0 };
    party.adults += ticket.adults;
    party.children += ticket.children;
    left.set(ticket.railcardCode, party);
  }
  const failing: string[] = [];
  for (const [code, party] of left) {
    const minimum = minimums[code];
    if (minimum && (party.adults < minimum.minAdults || party.children < minimum.minChildren)) failing.push(code);
  }
  return { holds: failing.length === 0, failing: failing.sort() };
}
