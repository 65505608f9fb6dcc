/**
 * Mosaic layout of the image grid: which tiles span more than one cell so that the last row
 * is never left half empty. `columns` is 2 (phones) or 4 (desktop).
 */
export interface TileSpan {
  cols: 1 | 2;
  rows: 1 | 2;
}

const ONE: TileSpan = { cols: 1, rows: 1 };
const WIDE: TileSpan = { cols: 2, rows: 1 };
const BIG: TileSpan = { cols: 2, rows: 2 };

export function tileSpans(count: number, columns: 2 | 4): TileSpan[] {
  const spans: TileSpan[] = Array.from({ length: Math.max(0, count) }, () => ONE);
  if (count <= 1) return spans.map(() => (columns === 2 ? WIDE : BIG));
  if (columns === 2) {
    if (count % 2 === 1) spans[0] = WIDE;
    return spans;
  }
  switch (count % 4) {
    case 1: // 2x2 takes 4 cells: count + 3 fills whole rows
      spans[0] = BIG;
      break;
    case 2: // two wide tiles: count + 2
      spans[0] = WIDE;
      spans[count - 1] = WIDE;
      break;
    case 3: // one wide tile: count + 1
      spans[0] = WIDE;
      break;
  }
  return spans;
}

/** Cells a layout fills (for tests: always a whole number of rows). */
export function cellsUsed(spans: readonly TileSpan[]): number {
  return spans.reduce((sum, s) => sum + s.cols * s.rows, 0);
}
