import { describe, expect, it } from 'vitest';
import { columnsWithValues } from './columnsWithValues';

const columns = [
  { field: 'id', label: 'ID' },
  { field: 'passenger.photocardNumber', label: 'PHOTOCARD' },
  { field: 'utn', label: 'UTN' },
  { field: 'adults', label: 'ADULTS' },
];

describe('columnsWithValues', () => {
  it('leaves out a column empty (missing, null or blank) in every row, following dotted paths', () => {
    const rows = [
      { id: '1-1', passenger: { photocardNumber: null }, utn: '', adults: 0 },
      { id: '1-2', passenger: {}, adults: 1 },
    ];
    expect(columnsWithValues(columns, rows).map((c) => c.field)).toEqual(['id', 'adults']);
  });

  it('keeps a column that one row fills', () => {
    const rows = [
      {
        id: '1-1',
        passenger: { photocardNumber: 'PC1' },
        utn: null,
        adults: 1,
      },
      { id: '1-2', passenger: null, utn: 'AB12CD34EF5', adults: 1 },
    ];
    expect(columnsWithValues(columns, rows)).toEqual(columns);
  });

  it('reads a cell the way the table shows it when told (a derived column)', () => {
    const rows = [{ id: '1-1', journey: { date: '2018-03-05' } }];
    const derived = [{ field: 'departure', label: 'DEPARTS', derive: 'x' }];
    expect(columnsWithValues(derived, rows)).toEqual([]);
    expect(columnsWithValues(derived, rows, (row) => (row.journey as { date: string }).date)).toEqual(derived);
  });

  it('keeps every column when there are no rows', () => {
    expect(columnsWithValues(columns, [])).toEqual(columns);
  });
});
