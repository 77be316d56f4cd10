// Order page fares per trip (000 §2).
import { lazy } from 'react';
import { registerWidget } from '../../runtime/registry';

registerWidget(
  'orderFares',
  lazy(() => import('./OrderFares')),
);
