// The account page's linked railcards panel (000 §2, declared in schemas/screens/customers/account.yaml): its Add and
// Remove dialogs, and the type and applicant names of its rows (also the digital railcards' type).
import { lazy } from 'react';
import { railcardHolderName } from '../../domain/railcardHolderName';
import { railcardTypeName } from '../../domain/railcardTypeName';
import type { DigitalRailcard } from '../../generated/types/DigitalRailcard';
import type { Railcard } from '../../generated/types/Railcard';
import { registerActionWidget, registerDerivation } from '../../runtime/registry';

registerActionWidget(
  'railcardAdd',
  lazy(() => import('./RailcardAdd')),
);
registerActionWidget(
  'railcardRemove',
  lazy(() => import('./RailcardRemove')),
);
// rows of the linked railcards and of the digital railcards
registerDerivation('railcardTypeName', (row) => railcardTypeName(row as Railcard | DigitalRailcard));
registerDerivation('railcardApplicant', (row) =>
  railcardHolderName((row as Railcard).firstName, (row as Railcard).lastName),
);
