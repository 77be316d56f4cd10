// A native <dialog> for the railcard forms: the browser traps focus and closes it on Esc; Cancel and Esc both end here.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './railcards.css';

export interface RailcardDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

export function RailcardDialog({ title, onClose, children }: RailcardDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // jsdom has no showModal; a real browser always does
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal railcard-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
