// 000 §2 Refund page, head: the way back to the order and its total, the page's warnings and, for an ITSO season,
// the smartcard and collection location. Memoised: a keystroke re-renders it only when the rules change a warning.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import type { RefundOrder } from '../../generated/types/RefundOrder';

export interface RefundPageHeadProps {
  order: RefundOrder;
  /** i18n keys of the warnings (derived.warnings) */
  warnings: string[];
  /** the ITSO season variant of the page (flag enableItsoSeasonRefund) */
  itsoVariant: boolean;
}

export const RefundPageHead = memo(function RefundPageHead({ order, warnings, itsoVariant }: RefundPageHeadProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="refund-page__order">
        <Link to={`/orders/${order.id}`}>{t('REFUND_BACK_TO_ORDER', { id: order.id })}</Link>
        <span className="refund-row__meta">{t('REFUND_ORDER_TOTAL', { total: formatMoney(order.orderTotal) })}</span>
      </p>

      {warnings.length > 0 && (
        <div className="refund-warnings" role="status">
          <ul>
            {warnings.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      )}

      {itsoVariant && (
        <section className="panel" aria-labelledby="refund-itso-title">
          <h2 id="refund-itso-title">{t('REFUND_ITSO_TITLE')}</h2>
          <dl className="panel__fields">
            <div className="panel__field">
              <dt>{t('REFUND_ITSO_SMARTCARD')}</dt>
              <dd>{order.smartcardNumber ?? '—'}</dd>
            </div>
            <div className="panel__field">
              <dt>{t('REFUND_ITSO_COLLECTION_LOCATION')}</dt>
              <dd>
                {order.collectionLocation
                  ? `${order.collectionLocation.name} (${order.collectionLocation.nlc})`
                  : t('REFUND_ITSO_NO_COLLECTION_LOCATION')}
              </dd>
            </div>
          </dl>
        </section>
      )}
    </>
  );
});
