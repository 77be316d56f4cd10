// The digital railcard as replies show it (000 §2 linked digital railcards).
import { digitalRailcards, railcardTypes } from '../../db/schema';

export const digitalRailcardColumns = {
  id: digitalRailcards.id,
  customerId: digitalRailcards.customerId,
  railcardCode: digitalRailcards.railcardCode,
  railcardName: railcardTypes.name,
  railcardNumber: digitalRailcards.railcardNumber,
  primaryFirstName: digitalRailcards.primaryFirstName,
  primaryLastName: digitalRailcards.primaryLastName,
  railcardState: digitalRailcards.railcardState,
  validFrom: digitalRailcards.validFrom,
  expiryDate: digitalRailcards.expiryDate,
  created: digitalRailcards.created,
};
