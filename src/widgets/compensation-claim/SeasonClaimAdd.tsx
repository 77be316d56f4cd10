// Add season claim (001 §2, AGENT) on the claim search: the claim accordion for a new season claim.
import type { ActionWidgetProps } from '../../runtime';
import { ClaimAccordion } from './ClaimAccordion';

export default function SeasonClaimAdd({ onClose, onSuccess }: ActionWidgetProps) {
  return <ClaimAccordion kind="season" onClose={onClose} onSuccess={onSuccess} />;
}
