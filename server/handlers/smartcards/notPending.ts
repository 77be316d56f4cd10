// 001 §4 approval, child card, swap and transfer decisions: the loser of two simultaneous decisions gets 409.
import { Codes } from '../../errors';
import { conflict } from './conflict';

/** 409 for a decision on a record that another user already decided (the loser of a race). */
export const notPending = (what: string, status: string) =>
  conflict(Codes.CONFLICT, `The ${what} is ${status}, no longer pending`, ['status']);
