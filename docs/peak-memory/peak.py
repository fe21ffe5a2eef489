#!/usr/bin/env python3
"""peak.py OUT -- CMD...: runs CMD under /usr/bin/time -v with stdout to OUT, samples the
resident memory of the whole process tree (glimpse and its forked workers) every 50 ms,
and prints: the exit status, wall seconds, time's maximum resident set size (the largest
single process it waited for), the largest sum over the tree, and the output's size."""
import os, subprocess, sys, time

out = sys.argv[1]
cmd = sys.argv[3:]
def rss(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0
def tree(root):
    kids = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    stat = f.read()
                ppid = int(stat[stat.rindex(")") + 2:].split()[1])
                kids.setdefault(ppid, []).append(int(name))
            except (OSError, ValueError):
                pass
    pids, todo = [], [root]
    while todo:
        pid = todo.pop()
        pids.append(pid)
        todo += kids.get(pid, [])
    return pids
start = time.time()
with open(out, "wb") as sink, open(out + ".time", "wb") as errors:
    process = subprocess.Popen(["/usr/bin/time", "-v"] + cmd, stdout=sink, stderr=errors)
    peak = 0
    while process.poll() is None:
        peak = max(peak, sum(rss(p) for p in tree(process.pid)))
        time.sleep(0.05)
wall = time.time() - start
maxrss = 0
with open(out + ".time") as f:
    lines = f.read().splitlines()
for line in lines:
    if "Maximum resident set size" in line:
        maxrss = int(line.split(":")[1])
notes = [l for l in lines if not l.startswith("\t")][:2]
print(f"exit {process.returncode} · {wall:.1f} s · time -v max RSS {maxrss/1024:.0f} MB · "
      f"tree peak {peak/1024:.0f} MB · output {os.path.getsize(out)/1e6:.1f} MB · {notes}")
