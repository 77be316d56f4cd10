// 001 §4 Smartcard replacement: the type choice (POSTAL or IN_PERSON) is offered only for customers over 16 and when
// instant replacement is enabled; everyone else gets a postal replacement.

export type ReplacementType = 'POSTAL' | 'IN_PERSON';

/** @example replacementTypesAvailable({ isOver16: true, instantReplacementEnabled: true }) // ['POSTAL', 'IN_PERSON'] */
export function replacementTypesAvailable(input: {
  isOver16: boolean;
  instantReplacementEnabled: boolean;
}): ReplacementType[] {
  return input.isOver16 && input.instantReplacementEnabled ? ['POSTAL', 'IN_PERSON'] : ['POSTAL'];
}
