/**
 * The bench's own processes ahead of the machine's other work. On a shared machine the kernel gives every
 * session (autogroup) an equal share of the CPU, so a Chromium among eight busy sessions got a sliver
 * that changed from second to second, and its timings with it. Raising the priority of the bench's own
 * sessions (its Chromium, the site server, the link shaper) makes what they measure depend on the page,
 * not on the neighbours; the calibrated CPU slowdown then slows that Chromium to the target phone.
 * Needs root; without it the bench runs at normal priority and says so.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value for the bench's processes and sessions: −15 weighs about 28 times a normal process. */
export const BENCH_NICE = -15;

/**
 * Raises the priority of a process the bench started in a session of its own, and of that session (its
 * autogroup: a Chromium's renderers follow its browser process). Never the bench's own session: that is
 * the caller's shell, whose priority would outlive the run. False when the kernel refused (not root).
 */
export function prioritize(pid: number): boolean {
  try {
    setPriority(pid, BENCH_NICE);
    if (pid !== process.pid) writeFileSync(`/proc/${pid}/autogroup`, String(BENCH_NICE));
    return true;
  } catch {
    return false;
  }
}

/** The processes this one started directly whose command is `name` (a browser Playwright launched). */
export function childProcesses(name: string): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so split after its closing parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === name) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
