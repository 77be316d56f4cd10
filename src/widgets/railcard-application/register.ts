// The railcard application page (000 §2): applicant, photo, Reject / Edit / Accept until final, completion message.
import { lazy } from 'react';
import { registerWidget } from '../../runtime/registry';

registerWidget(
  'railcardApplication',
  lazy(() => import('./RailcardApplication')),
);
