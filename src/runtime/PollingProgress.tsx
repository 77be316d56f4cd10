// What a polling action widget shows while it waits (usePolling): a native <progress> of the time allowed and a
// status line, announced politely; at a timeout, the 001 §4 advice to check later.
import { useTranslation } from './useTranslation';
import type { PollingPhase } from './usePolling';

export interface PollingProgressProps {
  phase: PollingPhase;
  elapsedMs: number;
  timeoutMs: number;
  /** The domain state's own text while waiting, if it has one. */
  message?: string;
}

export function PollingProgress({ phase, elapsedMs, timeoutMs, message }: PollingProgressProps) {
  const { t } = useTranslation();
  if (phase === 'idle' || phase === 'done') return null;
  if (phase === 'timedOut') {
    return (
      <p className="runtime-error" role="alert">
        {t('RUNTIME_POLL_TIMEOUT')}
      </p>
    );
  }
  const text =
    message ??
    t('RUNTIME_POLL_WAITING', { elapsed: Math.round(elapsedMs / 1000), timeout: Math.round(timeoutMs / 1000) });
  return (
    <div className="polling-progress" role="status">
      <progress max={timeoutMs} value={elapsedMs} aria-label={text} />
      <p>{text}</p>
    </div>
  );
}
