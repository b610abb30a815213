// CPU time spent by processes, read from /proc (Linux): the figure a shared machine's load cannot blur.
// The benchmark takes it before and after a load and divides by the requests answered, so a
// request's cost shows split by who paid it (the server, PostgreSQL, the load generator).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on

/** utime + stime of one process and its reaped children, in ms; 0 once it has gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11..14] = utime, stime, cutime, cstime (fields 14–17 of proc(5), counted from state).
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU ms of a process tree (a server with its workers, a postmaster with its backends). */
export function treeCpuMs(pid: number): number {
  let total = cpuMsOf(pid);
  for (const child of childrenOf(pid)) total += treeCpuMs(child);
  return total;
}

/** The whole machine's busy CPU ms so far (/proc/stat: user, nice, system, irq, softirq, steal), every process's. */
export function machineBusyMs(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}
