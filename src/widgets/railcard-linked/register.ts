// The account page's linked railcards panel (000 §2, declared in schemas/screens/customers/account.yaml): its Add and
// Remove dialogs, and the type and applicant names of its rows (also the digital railcards' type).
import { lazy } from 'react';
import { railcardHolderName } from '../../domain/railcardHolderName';
import { railcardTypeName } from '../../domain/railcardTypeName';
import { registerActionWidget, registerDerivation } from '../../runtime/registry';

type Row = Record<string, string | null | undefined>;

registerActionWidget(
  'railcardAdd',
  lazy(() => import('./RailcardAdd')),
);
registerActionWidget(
  'railcardRemove',
  lazy(() => import('./RailcardRemove')),
);
registerDerivation('railcardTypeName', (row) => railcardTypeName(row as Row));
registerDerivation('railcardApplicant', (row) => railcardHolderName((row as Row).firstName, (row as Row).lastName));
