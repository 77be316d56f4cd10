// 001 §2 claim add / amend: the claim accordion's dialog — its title, the Add claim / Save button and the calls
// (validate-customer unless a check is bypassed, then add; amend; create-whitelist-customer). The sections and the
// draft are ClaimSections, inside the dialog, so typing renders only them (issue 24 typing within a frame).
import { useMemo, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { callQueryKey, describeCallFailure, Dialog, DialogCancel, useRuntimeServices } from '../../runtime';
import type { ClaimDraft, ClaimKind } from '../../domain/compensationClaimErrors';
import { claimBody, draftPhotocards } from './claimEditing';
import { ClaimSections, type ClaimSectionsHandle } from './ClaimSections';
import './compensationClaim.css';

const DECLARED_ERRORS = {
  COMPENSATION_CLAIM_EXISTS: 'CLAIM_FORM_CLAIM_EXISTS',
  COMPENSATION_ON_WHITELIST: 'COMPENSATION_ON_WHITELIST',
  COMPENSATION_EMAIL_EXISTS: 'COMPENSATION_EMAIL_EXISTS',
};

export interface ClaimAccordionProps {
  kind: ClaimKind;
  /** the claim to amend (its draft and request id); without it a new claim is added */
  initial?: ClaimDraft;
  requestId?: string;
  onClose(): void;
  onSuccess(result: { requestId: string }): void;
}

const emptyDraft = (kind: ClaimAccordionProps['kind']): ClaimDraft => ({
  kind,
  customer: { address: { country: 'GBR' } },
  ...(kind === 'season' ? { routes: [{ tickets: [] }] } : kind === 'non-season' ? { weeks: [{ days: [] }] } : {}),
});

export function ClaimAccordion({ kind, initial, requestId, onClose, onSuccess }: ClaimAccordionProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const sections = useRef<ClaimSectionsHandle>(null);
  const start = useMemo(() => initial ?? emptyDraft(kind), [initial, kind]);

  const mutation = useMutation({
    mutationFn: async (draft: ClaimDraft) => {
      const body = claimBody(draft);
      // a whitelist claim (HQ) goes straight to the whitelist, its passcode e-mailed (001 §7 create-whitelist-customer)
      if (kind === 'whitelist') return services.call('createWhitelistCustomer', { body, notify: false });
      if (requestId) return services.call('amendCompensationClaim', { params: { requestId }, body, notify: false });
      const bypass = !!(draft.bypassEmailCheck || draft.bypassCustomerCheck);
      // 001 §5: a manual claim is validated first unless a check is bypassed
      if (!bypass) {
        await services.call('validateCompensationCustomer', {
          body: { email: draft.customer?.email, kind, photocardNumbers: draftPhotocards(draft) },
          notify: false,
        });
      }
      return services.call('addCompensationClaim', {
        body,
        query: bypass ? { bypass: true } : undefined,
        notify: false,
      });
    },
    onSuccess: async (reply) => {
      const done = requestId
        ? 'CLAIM_FORM_AMENDED'
        : kind === 'whitelist'
          ? 'COMPENSATION_WHITELIST_ADDED'
          : 'CLAIM_FORM_ADDED';
      services.notify({ kind: 'success', message: t(done) });
      onSuccess({ requestId: requestId ?? reply?.result?.requestId });
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
    },
  });
  const failure = mutation.isError ? describeCallFailure(DECLARED_ERRORS, mutation.error, t) : undefined;

  const submit = () => {
    const draft = sections.current?.submit();
    if (draft) mutation.mutate(draft);
  };

  return (
    <Dialog
      title={t(
        requestId
          ? 'CLAIM_FORM_AMEND_TITLE'
          : kind === 'whitelist'
            ? 'COMPENSATION_ADD_WHITELIST'
            : kind === 'season'
              ? 'CLAIM_FORM_ADD_SEASON_TITLE'
              : 'CLAIM_FORM_ADD_DAILY_TITLE',
      )}
      onClose={onClose}
      busy={mutation.isPending}
      error={failure?.message}
      className="claim-accordion"
      onSubmit={submit}
      footer={
        <>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {t(requestId ? 'COMPENSATION_SAVE' : 'CLAIM_FORM_ADD')}
          </button>
          <DialogCancel />
        </>
      }
    >
      <ClaimSections kind={kind} initial={start} handle={sections} />
    </Dialog>
  );
}
