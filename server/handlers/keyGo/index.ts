// Handlers of schemas/api/keyGo.yaml.
import type { TypedHandlers } from '../../context';
import { addKeyGoTap } from './addKeyGoTap';
import { adjustKeyGoBalance } from './adjustKeyGoBalance';
import { completeKeyGoJourney } from './completeKeyGoJourney';
import { excludeKeyGoTap } from './excludeKeyGoTap';
import { getKeyGoAccount } from './getKeyGoAccount';
import { getKeyGoJourneyHistory } from './getKeyGoJourneyHistory';
import { getKeyGoSavedCard } from './getKeyGoSavedCard';
import { listKeyGoLocations } from './listKeyGoLocations';
import { listKeyGoReasons } from './listKeyGoReasons';
import { requestKeyGoReimbursement } from './requestKeyGoReimbursement';
import { updateKeyGoReimbursement } from './updateKeyGoReimbursement';

export const keyGoHandlers = {
  addKeyGoTap,
  adjustKeyGoBalance,
  completeKeyGoJourney,
  excludeKeyGoTap,
  getKeyGoAccount,
  getKeyGoJourneyHistory,
  getKeyGoSavedCard,
  listKeyGoLocations,
  listKeyGoReasons,
  requestKeyGoReimbursement,
  updateKeyGoReimbursement,
} satisfies TypedHandlers;
