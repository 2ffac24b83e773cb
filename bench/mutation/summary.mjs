// Turns StrykerJS's JSON report (the mutation-testing-report schema) into the figures recorded in
// bench/results/mutation-<target>.json: per file and in total, and every surviving mutant, which is a
// missing test until someone proves it equivalent.

const UNDETECTED = ['Survived', 'NoCoverage'];

function emptyCounts() {
  return { killed: 0, survived: 0, timeout: 0, noCoverage: 0, errors: 0, ignored: 0 };
}

function count(counts, status) {
  const key = {
    Killed: 'killed',
    Survived: 'survived',
    Timeout: 'timeout',
    NoCoverage: 'noCoverage',
    Ignored: 'ignored',
  }[status];
  counts[key ?? 'errors'] += 1; // CompileError, RuntimeError: the mutant never ran
}

/** Stryker's mutation score: detected mutants over every mutant that ran or had no test (percent). */
export function score(counts) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : Math.round((detected / valid) * 1000) / 10;
}

function snippet(source, { start, end }) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 0) return '';
  lines[lines.length - 1] = lines[lines.length - 1].slice(0, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  const text = lines.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}

export function summarizeReport(report) {
  const total = emptyCounts();
  const files = {};
  const survivors = [];
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const counts = emptyCounts();
    for (const mutant of mutants) {
      count(counts, mutant.status);
      count(total, mutant.status);
      if (UNDETECTED.includes(mutant.status)) {
        survivors.push({
          file,
          line: mutant.location.start.line,
          status: mutant.status,
          mutator: mutant.mutatorName,
          original: snippet(source, mutant.location),
          replacement: mutant.replacement ?? '',
        });
      }
    }
    files[file] = { score: score(counts), ...counts };
  }
  survivors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { score: score(total), total, files, survivors };
}

export function formatTable({ score: totalScore, total, files }) {
  const rows = [
    ['file', 'score', 'killed', 'survived', 'timeout', 'no cov.', 'errors'],
    ...Object.entries(files).map(([file, c]) => [
      file,
      c.score === null ? '-' : `${c.score}%`,
      c.killed,
      c.survived,
      c.timeout,
      c.noCoverage,
      c.errors,
    ]),
    [
      'all files',
      totalScore === null ? '-' : `${totalScore}%`,
      total.killed,
      total.survived,
      total.timeout,
      total.noCoverage,
      total.errors,
    ],
  ].map((row) => row.map(String));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
    .join('\n');
}

/** An earlier run as kept under `history`: its figures without the survivor list. */
export function historyEntry({ date, durationSeconds, options, testFiles, label, score, total, files }) {
  return { date, label, durationSeconds, options, testFiles, score, total, files };
}
