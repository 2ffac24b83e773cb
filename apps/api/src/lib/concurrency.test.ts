import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.js';

/** A task that records how many ran beside it, and ends when told. */
function tasks() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const release = new Map<number, () => void>();
  const task =
    (id: number, fail = false) =>
    async () => {
      running++;
      most = Math.max(most, running);
      started.push(id);
      await new Promise<void>((resolve) => release.set(id, resolve));
      running--;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { task, started, release, tick, most: () => most };
}

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the others in arrival order', async () => {
    const { task, started, release, tick, most } = tasks();
    const limited = concurrencyLimit(2);
    const results = [1, 2, 3, 4, 5].map((id) => limited(task(id)));
    await tick();
    expect(started).toEqual([1, 2]);
    release.get(2)!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    for (const id of [1, 3, 4, 5]) {
      await tick();
      release.get(id)!();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(most()).toBe(2);
  });

  it('frees the place of a task that failed', async () => {
    const { task, started, release, tick } = tasks();
    const limited = concurrencyLimit(1);
    const failing = limited(task(1, true));
    const next = limited(task(2));
    await tick();
    expect(started).toEqual([1]);
    release.get(1)!();
    await expect(failing).rejects.toThrow('task 1 failed');
    await tick();
    expect(started).toEqual([1, 2]);
    release.get(2)!();
    expect(await next).toBe(2);
  });

  it('0 sets no limit', async () => {
    const { task, started, release, tick } = tasks();
    const limited = concurrencyLimit(0);
    const results = [1, 2, 3].map((id) => limited(task(id)));
    await tick();
    expect(started).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) release.get(id)!();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
  });
});
