/** Sort state of a table: the column id and the direction. */
export interface SortState<K extends string = string> {
  by: K;
  dir: 'asc' | 'desc';
}

/** Clicking a header: the same column flips direction, another column starts descending. */
export function nextSort<K extends string>(current: SortState<K> | null, column: K): SortState<K> {
  if (current && current.by === column) return { by: column, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { by: column, dir: 'desc' };
}

/** A stable copy of `rows` sorted by a numeric or string key; NaN and missing values go last. */
export function sortRows<T>(rows: readonly T[], key: (row: T) => number | string | undefined, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const aMissing = a.value === undefined || (typeof a.value === 'number' && Number.isNaN(a.value));
      const bMissing = b.value === undefined || (typeof b.value === 'number' && Number.isNaN(b.value));
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
