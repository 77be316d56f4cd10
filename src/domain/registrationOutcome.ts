// 001 §4 Register customer outcomes (not-created, created, linked) as the success dialog tells them: a registration
// whose card could not be linked (001 §8 link error) is created but not linked; issuing to an existing account without
// a card number creates nothing (docs/decisions/0241-register-outcome-not-created.md).
export type RegistrationOutcome = 'not-created' | 'created' | 'linked' | 'created-not-linked';

export interface RegistrationReply {
  outcome?: string;
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
    case 'created':
      return reply.linkError ? 'created-not-linked' : 'created';
    default:
      return undefined;
  }
}
