/**
 * What the fan-out bench reads of a server process it does not run in (workerd, the baseline's
 * child): resident memory and CPU time, from /proc (Linux only, as the bench machine is).
 *
 * @example
 * const before = residentBytes(pid);
 * cpuMs(pid); // user + system time so far
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Resident set size of `pid` in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no VmRSS line.`);
  return Number(match[1]) * 1024;
}

/** User + system CPU time `pid` used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
