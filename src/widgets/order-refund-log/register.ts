// Order page refund log with its calculations (000 §2).
import { lazy } from 'react';
import { registerWidget } from '../../runtime/registry';

registerWidget(
  'orderRefundLog',
  lazy(() => import('./OrderRefundLog')),
);
