// Add whitelist claim (001 §2, HQ) on the claim search: the claim accordion with its customer, address and
// compensation amount sections.
import type { ActionWidgetProps } from '../../runtime';
import { ClaimAccordion } from './ClaimAccordion';

export default function WhitelistClaimAdd({ onClose, onSuccess }: ActionWidgetProps) {
  return <ClaimAccordion kind="whitelist" onClose={onClose} onSuccess={onSuccess} />;
}
