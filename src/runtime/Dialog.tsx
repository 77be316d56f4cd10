// The one modal frame of the console: a native <dialog> (the browser traps focus and makes the page inert), named by its
// title. Esc and Cancel end in `onClose`; focus goes back to what opened it. While `busy` (a call is under way) Esc and
// Cancel wait, so the call's outcome is always said. Declared modals (ModalForm) and widget dialogs all use it.
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from './useTranslation';
import './runtime.css';

export interface DialogProps {
  /** The heading (translated text); the dialog is labelled by it. */
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  /** Buttons at the foot, in order; `<DialogCancel />` is the Cancel button. */
  footer?: ReactNode;
  /** A failed call, said once as an alert under the title (e.g. describeCallFailure's message). */
  error?: ReactNode;
  /** A call is under way: marked aria-busy; Esc and Cancel wait for it. */
  busy?: boolean;
  /** Makes the body and footer one form (no native validation): a `type="submit"` button of the footer calls this. */
  onSubmit?(): void;
  /** id of an element of the body that describes the dialog. */
  describedBy?: string;
  /** Classes besides `modal`. */
  className?: string;
}

interface DialogControl {
  close(): void;
  busy: boolean;
}

const DialogContext = createContext<DialogControl | undefined>(undefined);

/**
 * @example
 * <Dialog title={t('THING_REMOVE_TITLE')} onClose={onClose} busy={remove.isPending} error={failure?.message}
 *   footer={<><button className="button button--primary" onClick={() => remove.mutate()}>{t('RUNTIME_YES')}</button><DialogCancel /></>}>
 *   <p>{t('THING_REMOVE_QUESTION')}</p>
 * </Dialog>
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  error,
  busy = false,
  onSubmit,
  describedBy,
  className,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read while rendering, before anything in the dialog takes the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // jsdom has no showModal; a real browser always does.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const close = () => {
    if (!latest.current.busy) latest.current.onClose();
  };
  const body = (
    <>
      {children}
      {footer && <div className="form-buttons">{footer}</div>}
    </>
  );
  return (
    <DialogContext.Provider value={{ close, busy }}>
      <dialog
        ref={dialog}
        className={className ? `modal ${className}` : 'modal'}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        onCancel={(e) => {
          // Esc: the component decides, so the dialog never closes behind React's back.
          e.preventDefault();
          close();
        }}
        // Closed by the browser all the same (a repeated Esc may not be cancelled): the owner must know.
        onClose={() => latest.current.onClose()}
      >
        {/* the scrolling body: see .modal__scroll in runtime.css for why the dialog does not scroll itself */}
        <div className="modal__scroll">
          <h2 id={titleId}>{title}</h2>
          {error && (
            <p className="runtime-error modal__error" role="alert">
              {error}
            </p>
          )}
          {onSubmit ? <DialogForm onSubmit={onSubmit}>{body}</DialogForm> : body}
        </div>
      </dialog>
    </DialogContext.Provider>
  );
}

/**
 * The dialog's <form> (no native validation; a submit — its submit button, Enter in a field — calls `onSubmit`), put
 * around the rendered body by hand rather than rendered. Typing within a frame (issue 24): to find an event's listeners
 * React reads a property of every element it rendered between the target and the root, and any property read on a
 * <form> first asks the form for a control of that name (its named getter); after a control changed — React sets an
 * input's name and type again on every update, an error line is inserted — the form lists all its controls again: in
 * the claim accordion (600 controls) 0.2–0.5 ms for each key event, three times a keystroke. React never reads this
 * form: as far as React knows, the body's element is the slot's child. Neither has a box (`.modal__form`: display:
 * contents), so the dialog looks as with a rendered form.
 */
function DialogForm({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  const latest = useRef(onSubmit);
  latest.current = onSubmit;
  const [form] = useState(() => {
    const element = document.createElement('form');
    element.noValidate = true;
    element.addEventListener('submit', (e) => {
      e.preventDefault();
      latest.current();
    });
    return element;
  });
  // once the body is in the slot: the form goes in its place and the body into the form — by a move that keeps the
  // focus where the browser has one (moveBefore), should a field have taken it already (a form shown in an open dialog)
  const wrap = useCallback(
    (body: HTMLDivElement | null) => {
      if (!body || body.parentNode === form) return;
      body.parentNode?.insertBefore(form, body);
      const into = form as HTMLFormElement & { moveBefore?(node: Node, child: Node | null): void };
      if (typeof into.moveBefore === 'function') into.moveBefore(body, null);
      else form.appendChild(body);
    },
    [form],
  );
  return (
    <div className="modal__form">
      <div className="modal__form" ref={wrap}>
        {children}
      </div>
    </div>
  );
}

export interface DialogCancelProps {
  /** i18n key; default RUNTIME_CANCEL */
  label?: string;
  autoFocus?: boolean;
}

/** The Cancel button of the surrounding Dialog (disabled while it is busy). */
export function DialogCancel({ label = 'RUNTIME_CANCEL', autoFocus }: DialogCancelProps) {
  const { t } = useTranslation();
  const control = useContext(DialogContext);
  if (!control) throw new Error('DialogCancel is used outside a Dialog');
  return (
    <button
      type="button"
      className="button"
      disabled={control.busy}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
      autoFocus={autoFocus}
      onClick={control.close}
    >
      {t(label)}
    </button>
  );
}
