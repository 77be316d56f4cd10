// 001 §7 PUT /digital-railcards/admin/{customerId}/railcards/{id}/edit: the holders' names, each {reset, value} —
// reset gives back the name the card was issued with (kept in original_* from the first edit on), else value is the new
// name. The secondary names exist only on a two-holder card.
import type { Handler } from '../../context';
import { throwFieldErrors } from './fieldErrors';
import { changeDigitalRailcard, type DigitalRailcardRow } from './changeDigitalRailcard';

const FIELDS = ['primaryFirstName', 'primaryLastName', 'secondaryFirstName', 'secondaryLastName'] as const;
type Field = (typeof FIELDS)[number];
const ORIGINAL: Record<Field, keyof DigitalRailcardRow> = {
  primaryFirstName: 'originalPrimaryFirstName',
  primaryLastName: 'originalPrimaryLastName',
  secondaryFirstName: 'originalSecondaryFirstName',
  secondaryLastName: 'originalSecondaryLastName',
};
const LABEL: Record<Field, string> = {
  primaryFirstName: 'primary first name',
  primaryLastName: 'primary last name',
  secondaryFirstName: 'secondary first name',
  secondaryLastName: 'secondary last name',
};

export const editDigitalRailcard: Handler<'editDigitalRailcard'> = async (ctx) => {
  const edits = ctx.body as Partial<Record<Field, { reset: boolean; value?: string }>>;
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const edit = edits[field];
    if (edit && !edit.reset && !/\S/.test(edit.value ?? '')) errors[field] = 'RAILCARD_ERROR_NAME_REQUIRED';
  }
  throwFieldErrors(errors);
  return changeDigitalRailcard(ctx, (card) => {
    if (card.secondaryFirstName === null) {
      throwFieldErrors(
        Object.fromEntries(
          FIELDS.filter((f) => f.startsWith('secondary') && edits[f]).map((f) => [f, 'DRC_ERROR_NO_SECONDARY_HOLDER']),
        ),
      );
    }
    const set: Partial<DigitalRailcardRow> = {};
    const changes: string[] = [];
    for (const field of FIELDS) {
      const edit = edits[field];
      if (!edit) continue;
      const current = card[field] as string;
      const original = (card[ORIGINAL[field]] as string | null) ?? current;
      const next = edit.reset ? original : edit.value!.trim();
      // the issued name is kept while the card carries another one
      (set as Record<string, unknown>)[ORIGINAL[field]] = next === original ? null : original;
      if (next === current) continue;
      (set as Record<string, unknown>)[field] = next;
      changes.push(edit.reset ? `${LABEL[field]} reset to ${next}` : `${LABEL[field]} ${current} → ${next}`);
    }
    return changes.length === 0 ? null : { set, description: `Names edited: ${changes.join('; ')}` };
  });
};
