// `"ui:widget": "note"`: read-only text in a form, not an input (`ui:options.text`, an i18n key): something the user
// should know before submitting, e.g. 001 §9 the interoperable flexi copy. Its field holds no value and sends none.
// Usually paired with `shownWhen` (./hideFieldsWhen) so it appears only for the records it concerns, and with
// `"label": false` since the text says it all.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';

export function NoteWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const text = (props.options as { text?: string }).text;
  return (
    <p id={props.id} className="callout form-note" role="note">
      {text ? t(text) : null}
    </p>
  );
}
