// 000 §4 Railcard states: an application in ACCEPTED or REJECTED is final; otherwise it can be accepted, rejected or edited.

/** @example railcardIsFinal('REJECTED') // true */
export function railcardIsFinal(state: string | undefined): boolean {
  return state === 'ACCEPTED' || state === 'REJECTED';
}
