// The decisions index (docs/decisions/README.md) must not drift from the repository: every decision number
// cited anywhere resolves through it, every link in it leads to a file, and every file in the folder is in it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'docs/decisions');
const indexPath = path.join(folder, 'README.md');
const index = fs.readFileSync(indexPath, 'utf8');

const TEXT =
  /\.(ts|tsx|js|mjs|cjs|json|md|sql|prisma|yml|yaml|toml|html|css|sh|txt)$|(^|\/)(Dockerfile|run)$/;

/** Tracked and new (not ignored) text files, the lockfile apart. */
function repositoryFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter(
      (file) => file && TEXT.test(file) && file !== 'pnpm-lock.yaml' && fs.existsSync(path.join(root, file)),
    );
}

/**
 * Decision numbers a text cites: `decision 060`, `decisions 020 and 060`, `decision 053, 077`,
 * `decision 003/011`, `docs/decisions/024–027`. A number followed by a decimal part is a figure, not a
 * decision ("285 KB before decision 070, 350.5 KB before 064").
 */
export function citedNumbers(text) {
  const found = new Set();
  const citation = /decisions?(?:\s+|\/)(\d{3}(?![\d.]\d)(?:\s*(?:,|and|&|\/|–|-)\s*\d{3}(?![\d.]\d))*)/gi;
  for (const match of text.matchAll(citation)) {
    for (const number of match[1].match(/\d{3}/g)) found.add(number);
  }
  return found;
}

/** The first cell of every table row of the index: the numbers it resolves. */
function indexedNumbers() {
  const numbers = new Set();
  for (const line of index.split('\n')) {
    const cell = /^\|\s*\[?(\d{3})\]?/.exec(line);
    if (cell) numbers.add(cell[1]);
  }
  return numbers;
}

describe('the decisions index', () => {
  it('reads citations the way the repository writes them', () => {
    expect([...citedNumbers('see decision 060; decisions 020 and 060')]).toEqual(['060', '020']);
    expect([...citedNumbers('(docs/decisions/024–027, decision 053, 077, decision 003/011)')]).toEqual([
      '024',
      '027',
      '053',
      '077',
      '003',
      '011',
    ]);
    expect([...citedNumbers('285 KB before decision 070, 350.5 KB before 064')]).toEqual(['070']);
  });

  it('resolves every decision number cited in the code and the docs', () => {
    const indexed = indexedNumbers();
    const unresolved = [];
    for (const file of repositoryFiles()) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const number of citedNumbers(text)) {
        if (!indexed.has(number)) unresolved.push(`${file}: decision ${number}`);
      }
    }
    expect(unresolved, 'add a row for each to docs/decisions/README.md').toEqual([]);
  });

  it('links only to files that exist', () => {
    const missing = [...index.matchAll(/\]\(([^)#\s]+)\)/g)]
      .map((m) => m[1])
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !fs.existsSync(path.resolve(folder, target)));
    expect(missing).toEqual([]);
  });

  it('indexes every file of the folder, under its own number', () => {
    const unindexed = fs
      .readdirSync(folder)
      .filter((name) => name !== 'README.md')
      .filter(
        (name) =>
          !new RegExp(`^\\|\\s*\\[${name.slice(0, 3)}\\]\\(${name.replace(/[.]/g, '\\.')}\\)`, 'm').test(
            index,
          ),
      );
    expect(unindexed, 'list each in docs/decisions/README.md').toEqual([]);
  });
});
