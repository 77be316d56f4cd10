// The railcard application as replies show it (000 §3 Railcard application, schemas/entities/railcardApplication.schema.json):
// the railcard, the account holder's name and the type as railcardType {code, name} — one shape for the search's rows
// and the application page.
import { sql } from 'drizzle-orm';
import type { RailcardApplication } from '../../../src/generated/types/RailcardApplication';
import { customers } from '../../db/schema';
import { railcardColumns, railcardRecord, type RailcardRow } from './railcardRecord';

/** railcardColumns and the account holder's name; select them joined to customers and railcard_types. */
export const railcardApplicationColumns = {
  ...railcardColumns,
  customerName: sql<string>`${customers.firstNames} || ' ' || ${customers.surname}`,
};

export function railcardApplicationRecord(
  row: RailcardRow & { customerName: string },
  today: string,
): RailcardApplication {
  const { customerName, ...railcard } = row;
  return {
    ...railcardRecord(railcard, today),
    customerName,
    railcardType: { code: row.railcardCode, name: row.railcardName },
  };
}
