// The account page's linked railcards panel (000 §2): PENDING and ACCEPTED railcards, Add and Remove.
import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget('linkedRailcards', lazy(() => import('./LinkedRailcards')));
