// 000 §3/§4 Railcard states: ACCEPTED, PENDING, REJECTED, DELETED.

export const RAILCARD_STATES = ['ACCEPTED', 'PENDING', 'REJECTED', 'DELETED'] as const;
export type RailcardState = (typeof RAILCARD_STATES)[number];
