// The KeyGo dialogs' footer: Save stays focusable while blocked (aria-disabled) and is described by the reason shown
// beside it, so a keyboard or screen-reader user learns why nothing happens (a disabled button would be skipped).
import { DialogCancel } from '../../runtime';

export function BlockedSaveFooter({
  id,
  blocked,
  busy,
  label,
}: {
  id: string;
  blocked: string | undefined;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={Boolean(blocked) || busy}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
      >
        {label}
      </button>
      <DialogCancel />
      {blocked && (
        <span id={`${id}-blocked`} className="keygo-hint">
          {blocked}
        </span>
      )}
    </>
  );
}
