import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedSince, checkoutChanges } from './checkout.mjs';

describe('checkoutChanges', () => {
  it('names what a run wrote to tracked or unignored files, and nothing in ignored folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-checkout-'));
    const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    try {
      git('init', '-q');
      fs.mkdirSync(path.join(dir, 'bench/results'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'bench/results/figure.json'), '{}\n');
      fs.writeFileSync(path.join(dir, '.gitignore'), '.test-results/\n');
      fs.writeFileSync(path.join(dir, 'dirty.txt'), 'before the run\n');
      git('add', 'bench', '.gitignore');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'init');

      const before = checkoutChanges(dir);
      expect([...before]).toEqual(['?? dirty.txt']);
      fs.mkdirSync(path.join(dir, '.test-results'));
      fs.writeFileSync(path.join(dir, '.test-results/figure.json'), '{"run":1}\n');
      expect(changedSince(before, checkoutChanges(dir))).toEqual([]);

      fs.writeFileSync(path.join(dir, 'bench/results/figure.json'), '{"run":1}\n');
      expect(changedSince(before, checkoutChanges(dir))).toEqual([' M bench/results/figure.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds nothing outside a git checkout', () => {
    expect(checkoutChanges(os.tmpdir()).size).toBe(0);
  });
});
