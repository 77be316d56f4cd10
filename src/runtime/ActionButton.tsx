// One declared action's button, shared by screen, panel and row actions: `disabledWhen` keeps it visible but unusable
// with its reason beside it (a disabled control always says why; aria-disabled keeps it in the tab order so the
// reason is heard), `confirmTwice` asks for a second click within the brand's countdown (001 §2), and `call` makes its
// call at once instead of opening a dialog.
import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from './useTranslation';
import { CALL_QUERY_ROOT } from './callQueryKey';
import { describeCallFailure } from './describeCallFailure';
import { flattenForMessage } from './ModalForm';
import { evaluatePredicate } from './predicates';
import { useScreenReadOnly } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { ActionDef } from './screenTypes';
import { fillParams, fillValue } from './template';
import './panels.css';

const DEFAULT_COUNTDOWN_SECONDS = 5;

export interface ActionButtonProps {
  action: ActionDef;
  record: unknown;
  routeParams: Record<string, string | undefined>;
  /** id of what tells identical buttons apart (a row's first cell). */
  describedBy?: string;
  /** Opens the action's modal or widget (not called for a `call` or `print` action). */
  onOpen(): void;
  /** After the direct call succeeded. */
  onDone?(): void;
}

/** Whether every error of a failed call has one of these codes (and there is at least one). */
function onlyCodes(error: unknown, codes: readonly string[]): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((e: { code?: unknown } | null) => codes.includes(String(e?.code)))
  );
}

/** The direct call of a `call:` action: success and failure are notified, then every cached call is refetched. */
function useDirectCall(
  action: ActionDef,
  record: unknown,
  routeParams: Record<string, string | undefined>,
  onDone?: () => void,
) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const def = action.call;
  const scope = { ...routeParams, record };
  return useMutation({
    mutationFn: async () => {
      const body = Object.fromEntries(
        Object.entries(def?.body ?? {}).map(([k, v]) => [k, typeof v === 'string' ? fillValue(v, scope) : v]),
      );
      const query =
        def?.query &&
        Object.fromEntries(
          Object.entries(def.query).map(([k, v]) => [k, typeof v === 'string' ? fillValue(v, scope) : v]),
        );
      const reply = await services.call(def!.call, {
        params: fillParams(def!.params, scope),
        ...(query ? { query } : {}),
        body,
        notify: false,
      });
      return reply?.result as unknown;
    },
    onSuccess: async (result) => {
      services.notify({
        kind: 'success',
        message: t(def!.success, flattenForMessage({ ...routeParams, record, reply: result })),
      });
      await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
      onDone?.();
    },
    onError: (error) => {
      // a refusal the declaration expects (`warnings: {code: KEY}`, 001 §8 promotion: already has the discount) is a
      // warning in its own words, not an error
      if (def?.warnings && onlyCodes(error, Object.keys(def.warnings))) {
        services.notify({ kind: 'warning', message: describeCallFailure(def.warnings, error, t).message });
        return;
      }
      const reason = describeCallFailure(undefined, error, t).message;
      services.notify({ kind: 'error', message: def!.failure ? `${t(def!.failure)}\n${reason}` : reason });
    },
  });
}

export function ActionButton({ action, record, routeParams, describedBy, onOpen, onDone }: ActionButtonProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const reasonId = useId();
  const readOnly = useScreenReadOnly();
  const [remaining, setRemaining] = useState(0);
  const direct = useDirectCall(action, record, routeParams, onDone);
  const countdown = Number(services.config.confirmCountdownSeconds) || DEFAULT_COUNTDOWN_SECONDS;
  const disabled = action.disabledWhen
    ? evaluatePredicate(action.disabledWhen.predicate, record, {
        gateContext: services.gateContext,
        userEmail: services.userEmail,
      })
    : false;

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  // a read-only screen (detail.readOnlyWhen) offers no action, also where a widget places the runtime's button itself
  if (readOnly) return null;
  const run = () => {
    // print: the page as it is, through the print stylesheet (runtime.css @media print: no menu, no buttons)
    if (action.print) window.print();
    else if (action.call) direct.mutate();
    else onOpen();
  };
  const onClick = () => {
    if (disabled || direct.isPending) return;
    if (action.confirmTwice && remaining <= 0) {
      setRemaining(countdown);
      return;
    }
    setRemaining(0);
    run();
  };
  const armed = remaining > 0;
  // flattened only for a label that reads the record: a results table has a button on every row (issue 24)
  const ariaLabel =
    action.ariaLabel && !armed
      ? t(action.ariaLabel, record && typeof record === 'object' ? flattenForMessage(record) : {})
      : undefined;
  const described = [describedBy, disabled ? reasonId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <button
        type="button"
        className={`button${armed ? ' button--armed' : ''}`}
        aria-disabled={disabled || direct.isPending || undefined}
        aria-label={ariaLabel}
        aria-describedby={described}
        onClick={onClick}
      >
        {armed ? t('RUNTIME_CONFIRM_AGAIN', { label: t(action.label), seconds: remaining }) : t(action.label)}
      </button>
      {disabled && (
        <span id={reasonId} className="action__reason">
          {t(action.disabledWhen!.reason)}
        </span>
      )}
      {action.confirmTwice && (
        // announced once when armed, not every second: a live region that ticks would talk over the user
        <span className="visually-hidden" role="status">
          {armed ? t('RUNTIME_CONFIRM_AGAIN_ANNOUNCE', { label: t(action.label), seconds: countdown }) : ''}
        </span>
      )}
    </>
  );
}
