// The railcard as replies show it (000 §3 Railcard, schemas/entities/railcard.schema.json): stored columns, the type's
// name, and the derived display status.
import { railcardDisplayStatus } from '../../../src/domain/railcardDisplayStatus';
import { railcardIsFinal } from '../../../src/domain/railcardIsFinal';
import type { RailcardState } from '../../../src/domain/railcardStates';
import type { Railcard } from '../../../src/generated/types/Railcard';
import { railcards, railcardTypes } from '../../db/schema';

/** Columns of a railcard reply; select them with an inner join on railcard_types (every code is one, by foreign key). */
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

/** A row selected with railcardColumns. */
export interface RailcardRow {
  id: number;
  customerId: number;
  railcardCode: string;
  railcardName: string;
  railcardNumber: string;
  expiryDate: string;
  created: Date;
  accepted: Date | null;
  state: string;
  reason: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  syncWithKeygo: boolean;
  application: boolean;
  photo: string | null;
}

/** Adds status (expired, accepted, pending or the lower-cased state), expired, isPending and isFinal (000 §3, §4). */
export function railcardRecord(row: RailcardRow, today: string): Railcard {
  // the column holds only the four states of 000 §4 (written by these handlers and the seed)
  const state = row.state as RailcardState;
  // 'expired' or the lower-cased state: one of the entity's display statuses
  const status = railcardDisplayStatus({ state, expiryDate: row.expiryDate }, today) as Railcard['status'];
  return {
    id: row.id,
    customerId: row.customerId,
    railcardCode: row.railcardCode,
    railcardName: row.railcardName,
    railcardNumber: row.railcardNumber,
    expiryDate: row.expiryDate,
    created: row.created.toISOString(),
    accepted: row.accepted?.toISOString() ?? null,
    state,
    status,
    expired: status === 'expired',
    isPending: state === 'PENDING',
    isFinal: railcardIsFinal(state),
    reason: row.reason,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    syncWithKeygo: row.syncWithKeygo,
    application: row.application,
    photo: row.photo,
  };
}
