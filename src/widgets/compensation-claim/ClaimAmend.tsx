// Amend (001 §2, manual claims, canAmend): the claim accordion filled from the claim detail's record.
import { useMemo } from 'react';
import type { ActionWidgetProps } from '../../runtime';
import { ClaimAccordion } from './ClaimAccordion';
import { draftOfClaim } from './claimEditing';

export default function ClaimAmend({ record, onClose, onSuccess }: ActionWidgetProps) {
  const claim = ((record as { compensationClaim?: unknown })?.compensationClaim ?? record) as {
    type: 'season' | 'non-season';
    requestId: string;
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
