// A status message with a tone (panel kind `callout`, or a table panel's line above its rows): a fixed message and
// value, or a named derivation of the reply giving `{tone, message, values}` (null: nothing to say).
import { useTranslation } from './useTranslation';
import { derive } from './derivations';
import { FormattedValue } from './FormattedValue';
import { evaluatePredicate } from './predicates';
import { useRuntimeServices } from './RuntimeServices';
import type { CalloutDef } from './screenTypes';
import { getPath } from './template';

export interface DerivedCallout {
  tone?: CalloutDef['tone'];
  message: string;
  values?: Record<string, unknown>;
}

export function Callout({ def, reply }: { def: CalloutDef; reply: unknown }) {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const context = { gateContext, userEmail };
  if (!evaluatePredicate(def.when, reply, context)) return null;
  const derived = def.derive ? (derive(def.derive, reply, context) as DerivedCallout | null | undefined) : undefined;
  if (def.derive && !derived) return null;
  const tone = derived?.tone ?? def.tone ?? 'info';
  const message = derived?.message ?? def.message!;
  return (
    <p className={`callout callout--${tone}`} data-testid={def.testId} data-tone={tone}>
      <span>{t(message, derived?.values)}</span>
      {def.value && (
        <>
          {' '}
          <strong>
            <FormattedValue value={getPath(reply, def.value.field)} format={def.value.format} />
          </strong>
        </>
      )}
    </p>
  );
}
