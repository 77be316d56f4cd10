// A definition list of declared fields of one record: a `fields` panel's body, and a `view` action's dialog.
import { Link } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import { derive } from './derivations';
import { FormattedValue } from './FormattedValue';
import { evaluatePredicate } from './predicates';
import { useRuntimeServices } from './RuntimeServices';
import type { ValueDef } from './screenTypes';
import { fillTemplate, getPath } from './template';

/** A fields panel's list; a field with `derive` shows that derivation of the panel's data (a route from two stations). */
export function FieldList({ fields, data }: { fields: readonly ValueDef[]; data: unknown }) {
  const { t } = useTranslation();
  const { gateContext, userEmail, config } = useRuntimeServices();
  return (
    <dl className="panel__fields">
      {fields.map((field) => {
        // `when`: a field shown only while its predicate holds for the panel's data (001 §5 the birthday)
        if (field.when && !evaluatePredicate(field.when, data, { gateContext, userEmail, config })) return null;
        const href = field.link ? fillTemplate(field.link, data) : undefined;
        // a field's `derive` gives its value from the panel's data, as a column's does from its row
        const raw = field.derive ? derive(field.derive, data, { gateContext, userEmail }) : getPath(data, field.field);
        const value = <FormattedValue value={raw} format={field.format} />;
        return (
          <div key={field.field} className="panel__field">
            <dt>{t(field.label)}</dt>
            <dd>{href ? <Link to={href}>{value}</Link> : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
