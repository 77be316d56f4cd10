// Add daily claim (001 §2, AGENT) on the claim search: the claim accordion for a new non-season claim.
import type { ActionWidgetProps } from '../../runtime';
import { ClaimAccordion } from './ClaimAccordion';

export default function DailyClaimAdd({ onClose, onSuccess }: ActionWidgetProps) {
  return <ClaimAccordion kind="non-season" onClose={onClose} onSuccess={onSuccess} />;
}
