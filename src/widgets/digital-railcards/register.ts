// The account page's digital railcard panels (000 §2, declared in schemas/screens/customers/account.yaml): the Resend
// dialog of the DRC e-mails, the holder's name, and which of Block / Activate a row offers.
import { lazy } from 'react';
import { railcardHolderName } from '../../domain/railcardHolderName';
import type { DigitalRailcard } from '../../generated/types/DigitalRailcard';
import { registerActionWidget, registerDerivation, registerPredicate } from '../../runtime/registry';

registerActionWidget(
  'digitalRailcardEmailResend',
  lazy(() => import('./DigitalRailcardEmailResend')),
);
registerDerivation('digitalRailcardHolder', (row) =>
  railcardHolderName((row as DigitalRailcard).primaryFirstName, (row as DigitalRailcard).primaryLastName),
);
registerPredicate('digitalRailcardIsActive', (row) => (row as DigitalRailcard).railcardState === 'ACTIVE');
registerPredicate('digitalRailcardIsBlocked', (row) => (row as DigitalRailcard).railcardState === 'BLOCKED');
// 001 §7 digital railcard edits (issue 15): a two-holder card has a second name, photo and device to offer
const hasSecondaryHolder = (row: unknown) => (row as Partial<DigitalRailcard>).hasSecondaryHolder === true;
registerPredicate('digitalRailcardHasSecondaryHolder', hasSecondaryHolder);
registerPredicate('digitalRailcardHasOneHolder', (row) => !hasSecondaryHolder(row));
registerPredicate('digitalRailcardOnDevice1', (row) => Boolean((row as DigitalRailcard).device1));
registerPredicate('digitalRailcardOnDevice2', (row) => Boolean((row as DigitalRailcard).device2));
// both holders of a two-holder card, as issued when the names were edited
registerDerivation('digitalRailcardHolders', (row) => {
  const r = row as DigitalRailcard;
  return [
    railcardHolderName(r.primaryFirstName, r.primaryLastName),
    hasSecondaryHolder(row) ? railcardHolderName(r.secondaryFirstName, r.secondaryLastName) : '',
  ]
    .filter(Boolean)
    .join(' & ');
});
registerDerivation('digitalRailcardOriginalHolders', (row) => {
  const o: Partial<DigitalRailcard['original']> = (row as Partial<DigitalRailcard>).original ?? {};
  return [
    railcardHolderName(o.primaryFirstName, o.primaryLastName),
    o.secondaryFirstName ? railcardHolderName(o.secondaryFirstName, o.secondaryLastName) : '',
  ]
    .filter(Boolean)
    .join(' & ');
});
