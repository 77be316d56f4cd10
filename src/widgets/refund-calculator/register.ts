import { lazy } from 'react';
import { registerWidget } from '../../runtime/registry';

registerWidget(
  'refundCalculator',
  lazy(() => import('./RefundCalculator')),
);
