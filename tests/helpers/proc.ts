/**
 * What a running server costs, read from /proc for all its processes (the primary and its
 * workers: tests/helpers/server.ts's pids()). CPU time barely moves when other work shares the
 * machine, unlike requests per second.
 */
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time used so far (user + system), in ms, summed over the processes. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory, in MiB, summed over the processes. */
export function rssMiB(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024;
}

/** How many open descriptors of these processes point at `file`. */
export function openHandles(pids: number[], file: string): number {
  return pids
    .flatMap((pid) => {
      const dir = `/proc/${pid}/fd`;
      return fs.readdirSync(dir).map((fd) => {
        try {
          return fs.readlinkSync(path.join(dir, fd));
        } catch {
          return '';
        }
      });
    })
    .filter((target) => target === file).length;
}
