#!/usr/bin/env python3
"""CPU seconds and wall time of e2e files, one file at a time (bench/suite/RESULTS.md, "e2e files, CPU per file").

    python3 tests/e2e/support/file-cpu.py tests/e2e/shell-navigation.e2e.ts tests/e2e/exports.e2e.ts …

Each file runs as `npx vitest run --project e2e <file>` with one shared server (SKLAD_E2E_WORKERS=1: the other two
servers of the global setup are no file's cost). The runner is a child subreaper: Chromium, which playwright kills
when the worker exits instead of waiting for it, is reaped and counted here; /usr/bin/time misses it (about half
of a browser-heavy file's CPU). Prints one Markdown row per file: wall, CPU of every process of the run, the load average
before and after, and vitest's test count.
"""
import ctypes, os, re, resource, subprocess, sys, time

PR_SET_CHILD_SUBREAPER = 36


def load() -> str:
    with open('/proc/loadavg') as f:
        return ' '.join(f.read().split()[:3])


def run(path: str) -> str:
    before_load = load()
    start = time.time()
    children_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.Popen(['npx', 'vitest', 'run', '--project', 'e2e', path],
                            env={**os.environ, 'SKLAD_E2E_WORKERS': '1'},
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output, _ = proc.communicate()
    while True:  # orphaned descendants (Chromium) come to us: reap them all
        try:
            os.wait()
        except ChildProcessError:
            break
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - children_before.ru_utime) + (after.ru_stime - children_before.ru_stime)
    tests = re.search(r'Tests\s+(.*?)\n', re.sub(r'\x1b\[[0-9;]*m', '', output))
    return (f'| {os.path.basename(path)} | {wall:.0f} | {cpu:.1f} | {before_load} → {load()} | '
            f'{tests.group(1).strip() if tests else "?"} | exit {proc.returncode} |')


if __name__ == '__main__':
    ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    print('| file | wall s | CPU s (all processes) | load | tests | |')
    print('|---|---:|---:|---|---|---|')
    for file in sys.argv[1:]:
        print(run(file), flush=True)
