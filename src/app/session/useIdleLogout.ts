import { useEffect } from 'react';
import { createIdleTimer } from './createIdleTimer';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

/** 000 §1/§9 idle logout while signed in: config idleLogoutMs (600000) of no activity, checked every idleCheckMs (15000). */
export function useIdleLogout(options: {
  enabled: boolean;
  idleMs: number;
  checkMs: number;
  onIdle: () => void;
}): void {
  const { enabled, idleMs, checkMs, onIdle } = options;
  useEffect(() => {
    if (!enabled) return;
    const timer = createIdleTimer({ idleMs, checkMs, onIdle });
    const activity = () => timer.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { passive: true, capture: true });
    timer.start();
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
    };
  }, [enabled, idleMs, checkMs, onIdle]);
}
