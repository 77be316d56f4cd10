import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget(
  'refundCalculator',
  lazy(() => import('./RefundCalculator')),
);
