import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** Spec section 4: a modal is closed, open or closing; closing lasts 500 ms. */
export type ModalState = 'closed' | 'open' | 'closing';
export const MODAL_CLOSE_DELAY_MS = 500;

/** Owns a modal's state: open() shows it; close() keeps it on screen 500 ms as 'closing'. */
export function useModalState(initial: ModalState = 'closed') {
  const [state, setState] = useState<ModalState>(initial);
  const closingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closingTimer.current), []);

  const open = useCallback(() => {
    window.clearTimeout(closingTimer.current);
    setState('open');
  }, []);
  const close = useCallback(() => {
    setState((current) => (current === 'open' ? 'closing' : current));
    window.clearTimeout(closingTimer.current);
    closingTimer.current = window.setTimeout(() => setState('closed'), MODAL_CLOSE_DELAY_MS);
  }, []);
  return { state, open, close };
}

export type ModalAction = { label: string; onSelect?: () => void };

type ModalProps = {
  state: ModalState;
  title: string;
  subtitle?: string;
  primaryAction?: ModalAction;
  secondaryAction?: ModalAction;
  /** Asks to close (close control, Escape, or after an action): pass useModalState().close. */
  onClose: () => void;
  children?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The shared dialog (spec section 2): title, subtitle, primary and secondary buttons and a close
 * control. Escape closes it; focus moves in, is kept inside (the page behind is inert) and goes
 * back to where it was when the dialog has gone.
 */
export function Modal({
  state,
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  onClose,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const isShown = state !== 'closed';
  /** Escape closes; Tab and Shift+Tab wrap around inside the dialog. */
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && state === 'open') {
      event.preventDefault();
      onClose();
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = document.activeElement;
    if (!first || !last) return;
    if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  useEffect(() => {
    if (!isShown) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      page?.removeAttribute('inert');
      returnFocusTo?.focus();
    };
  }, [isShown]);

  if (!isShown) return null;

  const actionButton = (action: ModalAction | undefined, className: string) =>
    action && (
      <button
        type="button"
        className={className}
        onClick={() => {
          action.onSelect?.();
          onClose();
        }}
      >
        {action.label}
      </button>
    );

  return createPortal(
    <div className="modal-backdrop" data-state={state}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
      >
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {subtitle && (
          <p id={subtitleId} className="modal__subtitle">
            {subtitle}
          </p>
        )}
        {children}
        <div className="modal__actions">
          {actionButton(primaryAction, 'button')}
          {actionButton(secondaryAction, 'button button--secondary')}
        </div>
      </div>
    </div>,
    document.body,
  );
}
