// What a run changed in the checkout: `npm test` must leave it as it found it (run results go to ignored
// folders; committed figures change only through benchmark commands).
import { spawnSync } from 'node:child_process';

/** `git status` lines (tracked changes and untracked, not ignored, files); none outside a git checkout. */
export function checkoutChanges(root) {
  const res = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  });
  return res.status === 0 ? new Set(res.stdout.split('\n').filter(Boolean)) : new Set();
}

/** The lines of `after` that `before` did not have: what the run itself changed. */
export function changedSince(before, after) {
  return [...after].filter((line) => !before.has(line));
}
