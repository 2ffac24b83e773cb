import { describe, expect, it } from 'vitest';
import { formatTable, historyEntry, score, summarizeReport } from './summary.mjs';

const at = (line, startColumn, endColumn) => ({
  start: { line, column: startColumn },
  end: { line, column: endColumn },
});

const report = {
  files: {
    'src/b.ts': {
      source: 'export const open = (role) =>\n  role === "admin";\n',
      mutants: [
        {
          mutatorName: 'EqualityOperator',
          replacement: 'role !== "admin"',
          status: 'Killed',
          location: at(2, 3, 19),
        },
        { mutatorName: 'BooleanLiteral', replacement: 'true', status: 'Survived', location: at(2, 3, 19) },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'NoCoverage', location: at(2, 12, 19) },
        {
          mutatorName: 'ArrowFunction',
          replacement: '() => undefined',
          status: 'Timeout',
          location: at(1, 21, 19),
        },
        { mutatorName: 'BlockStatement', replacement: '{}', status: 'CompileError', location: at(1, 1, 5) },
      ],
    },
    'src/a.ts': {
      source: 'x',
      mutants: [{ mutatorName: 'X', replacement: 'y', status: 'Ignored', location: at(1, 1, 2) }],
    },
  },
};

describe('summarizeReport', () => {
  it('counts each status per file and in total; errors and ignored mutants do not count in the score', () => {
    const summary = summarizeReport(report);
    expect(summary.files['src/b.ts']).toEqual({
      score: 50,
      killed: 1,
      survived: 1,
      timeout: 1,
      noCoverage: 1,
      errors: 1,
      ignored: 0,
    });
    expect(summary.files['src/a.ts'].score).toBeNull();
    expect(summary.total).toMatchObject({ killed: 1, survived: 1, ignored: 1, errors: 1 });
    expect(summary.score).toBe(50);
  });

  it('lists survivors and uncovered mutants with the code they changed, by file and line', () => {
    expect(summarizeReport(report).survivors).toEqual([
      {
        file: 'src/b.ts',
        line: 2,
        status: 'Survived',
        mutator: 'BooleanLiteral',
        original: 'role === "admin"',
        replacement: 'true',
      },
      {
        file: 'src/b.ts',
        line: 2,
        status: 'NoCoverage',
        mutator: 'StringLiteral',
        original: '"admin"',
        replacement: '""',
      },
    ]);
  });

  it('prints one row per file and a total row', () => {
    const table = formatTable(summarizeReport(report)).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^src\/b\.ts\s+50%\s+1\s+1\s+1\s+1\s+1$/);
    expect(table[3]).toMatch(/^all files\s+50%/);
  });
});

describe('score', () => {
  it('is detected over valid mutants, rounded to a tenth of a percent', () => {
    expect(score({ killed: 2, timeout: 0, survived: 1, noCoverage: 0 })).toBe(66.7);
    expect(score({ killed: 0, timeout: 0, survived: 0, noCoverage: 0 })).toBeNull();
  });
});

describe('historyEntry', () => {
  it('keeps a run’s figures and what it measured, without its survivors', () => {
    const summary = summarizeReport(report);
    const entry = historyEntry({
      date: 'd',
      label: 'before',
      durationSeconds: 5,
      options: 'o',
      testFiles: 't',
      ...summary,
    });
    expect(entry).toEqual({
      date: 'd',
      label: 'before',
      durationSeconds: 5,
      options: 'o',
      testFiles: 't',
      score: summary.score,
      total: summary.total,
      files: summary.files,
    });
    expect(entry).not.toHaveProperty('survivors');
  });
});
