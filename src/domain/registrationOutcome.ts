// 001 §4 Register customer outcomes (not-created, created, linked) as the success dialog tells them: a registration
// whose card could not be linked is created but not linked — with the link's own message for a 400, 401, 403 or 404
// that has one, else the activation error (001 §8 "Smartcard link: 400, 401, 403, 404 with a message show it;
// otherwise an activation error"). Issue smartcard saves the details, then links the card with POST /smartcard/{id}/link
// (001 §7), which answers the linked card: that is the outcome linked.
export type RegistrationOutcome = 'not-created' | 'created' | 'linked' | 'created-not-linked' | 'created-not-activated';

const LINK_STATUSES_SAID = [400, 401, 403, 404];

export interface RegistrationReply {
  outcome?: string;
  /** The card's number, in the reply of POST /smartcard/{id}/link (a card, no outcome). */
  isrn?: string;
  linkError?: { status?: number; message?: string } | null;
}

/**
 * @example registrationOutcome({ outcome: 'created', linkError: { status: 400 } }) // 'created-not-linked'
 */
export function registrationOutcome(reply: RegistrationReply | null | undefined): RegistrationOutcome | undefined {
  switch (reply?.outcome) {
    case 'linked':
      return 'linked';
    case 'not-created':
      return 'not-created';
    case 'created': {
      const link = reply.linkError;
      if (!link) return 'created';
      return LINK_STATUSES_SAID.includes(Number(link.status)) && link.message
        ? 'created-not-linked'
        : 'created-not-activated';
    }
    default:
      return reply?.outcome === undefined && reply?.isrn ? 'linked' : undefined;
  }
}
