import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget('refundCalculator', lazy(() => import('./RefundCalculator')));
// The order page shows the refund outcome the refund page handed over (docs/api/orders.md "Console hand-over").
registerWidget('refundOutcome', lazy(() => import('./RefundOutcomeDialog').then((m) => ({ default: m.RefundOutcomeDialog }))));
