// Reasons an application can be rejected with (GET /admin/railcards/reject-reasons). The spec names none but OTHER
// (the console's fall-back when the call fails, 000 §8); these are the checks an agent makes on an application.
import { OTHER_REJECT_REASON } from '../../../src/domain/railcardRejectErrors';

export const RAILCARD_REJECT_REASONS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'PHOTO_UNCLEAR', name: 'Photo is not clear' },
  { code: 'PHOTO_NOT_PORTRAIT', name: 'Photo is not a portrait of the applicant' },
  { code: 'NAME_MISMATCH', name: 'Name does not match the proof of eligibility' },
  { code: 'NOT_ELIGIBLE', name: 'Applicant is not eligible for this railcard' },
  { code: 'PROOF_MISSING', name: 'Proof of eligibility is missing' },
  { code: OTHER_REJECT_REASON, name: 'Other' },
];
