// The railcard as replies show it (000 §3 Railcard): stored columns, the type's name, and the derived display status.
import { railcardDisplayStatus } from '../../../src/domain/railcardDisplayStatus';
import { railcardIsFinal } from '../../../src/domain/railcardIsFinal';
import { railcards, railcardTypes } from '../../db/schema';

/** Columns of a railcard reply; select them with a left join on railcard_types for the name. */
export const railcardColumns = {
  id: railcards.id,
  customerId: railcards.customerId,
  railcardCode: railcards.railcardCode,
  railcardName: railcardTypes.name,
  railcardNumber: railcards.railcardNumber,
  expiryDate: railcards.expiryDate,
  created: railcards.created,
  accepted: railcards.accepted,
  state: railcards.state,
  reason: railcards.reason,
  firstName: railcards.firstName,
  lastName: railcards.lastName,
  email: railcards.email,
  syncWithKeygo: railcards.syncWithKeygo,
  application: railcards.application,
  photo: railcards.photo,
};

export interface RailcardRow {
  state: string;
  expiryDate: string;
  [key: string]: unknown;
}

/** Adds status (expired, accepted, pending or the lower-cased state), expired, isPending and isFinal (000 §3, §4). */
export function railcardRecord<T extends RailcardRow>(row: T, today: string) {
  const status = railcardDisplayStatus(row, today);
  return {
    ...row,
    status,
    expired: status === 'expired',
    isPending: row.state === 'PENDING',
    isFinal: railcardIsFinal(row.state),
  };
}
