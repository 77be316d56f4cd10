// Delay-repay and one-click calls (schemas/api/delayRepay.yaml), one handler per file.
import type { TypedHandlers } from '../../context';
import { addFavouriteJourney } from './addFavouriteJourney';
import { editFavouriteJourney } from './editFavouriteJourney';
import { getCustomerDelayRepayClaims } from './getCustomerDelayRepayClaims';
import { getDelayRepayClaim } from './getDelayRepayClaim';
import { listBankHolidays } from './listBankHolidays';
import { listFavouriteJourneys } from './listFavouriteJourneys';
import { optInAutoDelayRepay } from './optInAutoDelayRepay';
import { optOutAutoDelayRepay } from './optOutAutoDelayRepay';
import { planJourneysCall } from './planJourneysCall';
import { removeFavouriteJourney } from './removeFavouriteJourney';
import { searchDelayRepayClaims } from './searchDelayRepayClaims';

export const delayRepayHandlers = {
  searchDelayRepayClaims,
  getDelayRepayClaim,
  getCustomerDelayRepayClaims,
  listFavouriteJourneys,
  addFavouriteJourney,
  editFavouriteJourney,
  removeFavouriteJourney,
  optInAutoDelayRepay,
  optOutAutoDelayRepay,
  listBankHolidays,
  planJourneys: planJourneysCall,
} satisfies TypedHandlers;
