// Compensation calls (schemas/api/compensation.yaml), one handler per file.
import type { TypedHandlers } from '../../context';
import { addClaimToWhitelist } from './addClaimToWhitelist';
import { addCompensationClaim } from './addCompensationClaim';
import { addIncrementalPayment } from './addIncrementalPayment';
import { amendCompensationClaim } from './amendCompensationClaim';
import { checkClaimEligibility } from './checkClaimEligibility';
import { checkTicketEligibility } from './checkTicketEligibility';
import { completeWhitelistClaim, completeWhitelistClaimNoPasscode } from './completeWhitelistClaim';
import { createWhitelistCustomer } from './createWhitelistCustomer';
import { getCompensationClaim } from './getCompensationClaim';
import { getCompensationImage } from './getCompensationImage';
import { getRelatedCompensationClaims } from './getRelatedCompensationClaims';
import { rejectCompensationClaim } from './rejectCompensationClaim';
import { resendWhitelistEmail } from './resendWhitelistEmail';
import { searchCompensationClaims } from './searchCompensationClaims';
import { searchCompensationLocations } from './searchCompensationLocations';
import { searchEligibilityLocations } from './searchEligibilityLocations';
import { updateWhitelistCustomer } from './updateWhitelistCustomer';
import { uploadCompensationImage } from './uploadCompensationImage';
import { validateCompensationCustomer } from './validateCompensationCustomer';

export const compensationHandlers = {
  addCompensationClaim,
  amendCompensationClaim,
  searchCompensationClaims,
  getCompensationClaim,
  getRelatedCompensationClaims,
  validateCompensationCustomer,
  addIncrementalPayment,
  createWhitelistCustomer,
  addClaimToWhitelist,
  updateWhitelistCustomer,
  resendWhitelistEmail,
  rejectCompensationClaim,
  completeWhitelistClaim,
  completeWhitelistClaimNoPasscode,
  searchCompensationLocations,
  checkTicketEligibility,
  searchEligibilityLocations,
  checkClaimEligibility,
  uploadCompensationImage,
  getCompensationImage,
} satisfies TypedHandlers;
