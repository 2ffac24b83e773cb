// What benchmarks that call the API as a user share: the real OIDC sign-in (from sign-in.mjs) and the
// server process's memory from /proc.
import fs from 'node:fs';

/** VmRSS / VmHWM of the server process in MiB (the embedded PostgreSQL runs in its own processes). */
export function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current RSS (Linux: "5" > clear_refs); false when not allowed. */
export function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// One sign-in for every benchmark: the real OIDC flow through the embedded IdP.
export { CookieJar, signIn } from './sign-in.mjs';

/** Samples the process's RSS every `everyMs` until stopped; returns the highest seen (MiB). */
export function sampleRss(pid, everyMs = 100) {
  let peak = memory(pid)?.rssMiB ?? 0;
  const timer = setInterval(() => {
    const now = memory(pid)?.rssMiB;
    if (now && now > peak) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    const last = memory(pid);
    return Math.max(peak, last?.hwmMiB ?? 0);
  };
}
