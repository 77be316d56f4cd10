// The account page's linked digital railcards panel (000 §2): DRCs, block / activate, DRC e-mails with resend.
import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget('linkedDigitalRailcards', lazy(() => import('./LinkedDigitalRailcards')));
