// Amend (001 §2, manual claims, canAmend): the claim accordion filled from the claim detail's record.
import { useMemo } from 'react';
import type { ActionWidgetProps } from '../../runtime';
import type { GetCompensationClaimReply } from '../../generated/replies/GetCompensationClaimReply';
import type { CompensationClaim } from '../../generated/types/CompensationClaim';
import { ClaimAccordion } from './ClaimAccordion';
import { draftOfClaim } from './claimEditing';

export default function ClaimAmend({ record, onClose, onSuccess }: ActionWidgetProps) {
  // amend is offered on manual claims only (a whitelisted one is amended with update-customer)
  const claim = ((record as Partial<GetCompensationClaimReply>)?.compensationClaim ?? record) as CompensationClaim & {
    type: 'season' | 'non-season';
  };
  const initial = useMemo(() => draftOfClaim(claim), [claim]);
  return (
    <ClaimAccordion
      kind={claim.type}
      initial={initial}
      requestId={claim.requestId}
      onClose={onClose}
      onSuccess={onSuccess}
    />
  );
}
