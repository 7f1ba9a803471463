import { useCallback, useEffect, useRef, useState } from 'react';

/** Service-journeys 9: the provider opens by itself after 15 seconds. */
export const HAND_OFF_DELAY_MS = 15_000;

export type HandOffTimer = {
  /** Whole seconds until the provider opens (shown on the screen). */
  secondsLeft: number;
  /** 'counting' until it opens, is cancelled, or the mover opened it with the link. */
  state: 'counting' | 'cancelled' | 'opened';
  cancel: () => void;
  /** The mover opened the provider themselves (the link): the countdown stops. */
  markOpened: () => void;
};

/**
 * The hand-off's countdown: `onOpen` runs once, HAND_OFF_DELAY_MS after the screen shows, unless
 * cancelled or opened first. One timeout opens it (so the delay is exact under fake timers); a
 * one-second interval only updates the seconds shown.
 */
export function useHandOffTimer(onOpen: () => void, delayMs = HAND_OFF_DELAY_MS): HandOffTimer {
  const [state, setState] = useState<HandOffTimer['state']>('counting');
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delayMs / 1000));
  const latestOnOpen = useRef(onOpen);
  useEffect(() => {
    latestOnOpen.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (state !== 'counting') return;
    const startedAt = Date.now();
    const open = setTimeout(() => {
      setState('opened');
      latestOnOpen.current();
    }, delayMs);
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((delayMs - (Date.now() - startedAt)) / 1000)));
    }, 1000);
    return () => {
      clearTimeout(open);
      clearInterval(tick);
    };
  }, [state, delayMs]);

  const cancel = useCallback(() => setState((now) => (now === 'counting' ? 'cancelled' : now)), []);
  const markOpened = useCallback(() => setState('opened'), []);
  return { secondsLeft, state, cancel, markOpened };
}
