/** 'A' → 1, 'Z' → 26, 'AA' → 27 … ; 0 for anything that is not 1-3 capital letters. */
export function columnNumber(letters: string): number {
  if (!/^[A-Z]{1,3}$/.test(letters)) return 0;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** 1 → 'A', 27 → 'AA'. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** 'B12' → { column: 2, row: 12 }; null when malformed. */
export function parseCellRef(ref: string): { column: number; row: number } | null {
  const match = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(ref);
  if (!match) return null;
  return { column: columnNumber(match[1]!), row: Number(match[2]) };
}

/** 'A2:C4' → its corners; a single cell is a range of one. */
export function parseRange(ref: string) {
  const [from, to = from] = ref.split(':');
  const start = parseCellRef(from ?? '');
  const end = parseCellRef(to ?? '');
  if (!start || !end) return null;
  return {
    top: Math.min(start.row, end.row),
    bottom: Math.max(start.row, end.row),
    left: Math.min(start.column, end.column),
    right: Math.max(start.column, end.column),
  };
}
