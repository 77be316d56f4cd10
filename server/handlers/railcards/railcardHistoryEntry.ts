// 000 §3 Railcard history: every change of a railcard writes one row (action, editor, actionDate), in the change's transaction.
import type { Db } from '../../db/connect';
import { railcardHistory } from '../../db/schema';

export type RailcardAction = 'APPLIED' | 'ADDED' | 'ACCEPTED' | 'REJECTED' | 'DELETED' | 'EDITED';

export async function writeRailcardHistory(
  db: Db,
  entry: {
    customerId: number;
    railcardId: number;
    railcardCode: string;
    railcardNumber: string;
    action: RailcardAction;
    editor: string;
  },
): Promise<void> {
  await db.insert(railcardHistory).values(entry);
}
