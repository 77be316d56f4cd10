import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget('userAuditTrail', lazy(() => import('./UserAuditTrail')));
