// 000 §2 "long-text popover": a free text longer than the brand's threshold (config longTextPopoverThreshold, 000 §9)
// is cut with an ellipsis; a button opens the whole text in a native popover (Esc or a click outside closes it, and
// the browser puts the popover next in the tab order after its button).
import { useContext, useId, type MouseEvent } from 'react';
import { useTranslation } from './useTranslation';
import { RuntimeServicesContext } from './RuntimeServices';

/** 000 §9 default, used when the brand profile (or a test) gives none. */
export const DEFAULT_LONG_TEXT_THRESHOLD = 30;

/** The brand's threshold, or the default when it is missing or not a positive whole number. */
export function longTextThreshold(config: Record<string, unknown> | undefined): number {
  const n = config?.longTextPopoverThreshold;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : DEFAULT_LONG_TEXT_THRESHOLD;
}

/** The first `threshold` characters (whole code points, trailing space dropped) and an ellipsis; short texts unchanged. */
export function shortenText(text: string, threshold: number): string {
  const chars = Array.from(text);
  return chars.length <= threshold ? text : `${chars.slice(0, threshold).join('').trimEnd()}…`;
}

export interface LongTextProps {
  value: unknown;
  /** The formatted text (formats.ts `text`). */
  text: string;
}

export function LongText({ text }: LongTextProps) {
  const { t } = useTranslation();
  const services = useContext(RuntimeServicesContext);
  const id = useId();
  const threshold = longTextThreshold(services?.config);
  const short = shortenText(text, threshold);
  if (short === text) return <>{text}</>;
  // A click inside must not reach a clickable table row (rowLink) around the cell.
  const keepInside = (e: MouseEvent) => e.stopPropagation();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it only keeps a click on the text from following the row's link; the keyboard reaches the button inside
    <span className="long-text" onClick={keepInside}>
      <span className="long-text__short">{short}</span>{' '}
      <button
        type="button"
        className="long-text__more"
        popoverTarget={id}
        aria-label={t('RUNTIME_LONG_TEXT_SHOW', { text: short })}
      >
        {t('RUNTIME_LONG_TEXT_MORE')}
      </button>
      <span id={id} popover="auto" className="long-text__popover">
        <span className="long-text__full">{text}</span>
        <button type="button" className="button long-text__close" popoverTarget={id} popoverTargetAction="hide">
          {t('RUNTIME_CLOSE')}
        </button>
      </span>
    </span>
  );
}
