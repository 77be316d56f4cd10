// The account page's digital railcard panels (000 §2, declared in schemas/screens/customers/account.yaml): the Resend
// dialog of the DRC e-mails, the holder's name, and which of Block / Activate a row offers.
import { lazy } from 'react';
import { railcardHolderName } from '../../domain/railcardHolderName';
import { registerActionWidget, registerDerivation, registerPredicate } from '../../runtime';

type Row = Record<string, string | null | undefined>;

registerActionWidget('digitalRailcardEmailResend', lazy(() => import('./DigitalRailcardEmailResend')));
registerDerivation('digitalRailcardHolder', (row) => railcardHolderName((row as Row).primaryFirstName, (row as Row).primaryLastName));
registerPredicate('digitalRailcardIsActive', (row) => (row as Row).railcardState === 'ACTIVE');
registerPredicate('digitalRailcardIsBlocked', (row) => (row as Row).railcardState === 'BLOCKED');
