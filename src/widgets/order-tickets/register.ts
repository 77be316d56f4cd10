// Order page tickets table (000 §2).
import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget(
  'orderTickets',
  lazy(() => import('./OrderTickets')),
);
