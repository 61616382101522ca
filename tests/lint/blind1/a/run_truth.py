"""Run every case under JAX_LOG_COMPILES=1 and check its truth.json against JAX's log."""
import json
import os
import re
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
PYTHON = os.environ.get("CASE_PYTHON", "/work/main/.venv/bin/python")
COMPILE_RE = re.compile(r"Compiling (.+?) with global shapes")


def logged_name(raw):
    raw = raw.strip()
    m = re.fullmatch(r"jit\((.*)\)", raw)
    return m.group(1) if m else raw


def run_case(case):
    env = dict(os.environ, JAX_LOG_COMPILES="1", JAX_PLATFORMS="cpu")
    t0 = time.time()
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run([PYTHON, "main.py"], cwd=case, env=env,
                          capture_output=True, text=True, timeout=120)
    elapsed = time.time() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    lines = [ln for ln in proc.stderr.splitlines() if COMPILE_RE.search(ln)]
    (case / "compile_log.txt").write_text("\n".join(lines) + ("\n" if lines else ""))
    counts = Counter(logged_name(COMPILE_RE.search(ln).group(1)) for ln in lines)
    return proc, counts, elapsed, cpu


def check(case, truth, proc, counts):
    problems = []
    if proc.returncode != 0:
        problems.append(f"exit code {proc.returncode}: {proc.stderr.strip().splitlines()[-1:]}")
    for fn, n in truth["functions"].items():
        if counts.get(fn, 0) != n:
            problems.append(f"{fn}: truth {n}, logged {counts.get(fn, 0)}")
    rec = truth.get("recompiled", [])
    for fn in rec:
        if fn not in truth["functions"]:
            problems.append(f"recompiled {fn} not in functions")
    if truth["kind"] == "pitfall":
        if not rec:
            problems.append("pitfall without a recompiled function")
        if not any(counts.get(fn, 0) >= 2 for fn in rec):
            problems.append("no recompiled function was compiled more than once")
        if truth.get("intended"):
            problems.append("pitfall should have empty 'intended'")
    elif truth["kind"] == "lookalike":
        if rec:
            problems.append("look-alike lists recompiled functions")
        if not truth.get("intended"):
            problems.append("look-alike without 'intended'")
    else:
        problems.append(f"unknown kind {truth['kind']}")
    for ref in truth.get("lines", []):
        f = case / ref["file"]
        if not f.exists():
            problems.append(f"line ref to missing file {ref['file']}")
        elif not (1 <= ref["line"] <= len(f.read_text().splitlines())):
            problems.append(f"line ref {ref['file']}:{ref['line']} out of range")
    return problems


def main():
    only = set(sys.argv[1:])
    cases = sorted(p for p in HERE.iterdir() if (p / "main.py").exists())
    rows = []
    for case in cases:
        if only and case.name not in only:
            continue
        truth = json.loads((case / "truth.json").read_text())
        proc, counts, elapsed, cpu = run_case(case)
        problems = check(case, truth, proc, counts)
        rows.append((case.name, truth["kind"], not problems, elapsed, cpu))
        if problems:
            print(f"--- {case.name}")
            for p in problems:
                print("   ", p)
            user = {k: v for k, v in counts.items() if k in truth["functions"] or v > 1}
            print("    logged:", dict(user))
    print()
    print(f"{'case':40s} {'kind':10s} {'agrees':7s} {'wall_s':>6s} {'cpu_s':>6s}")
    for name, kind, ok, el, cpu in rows:
        print(f"{name:40s} {kind:10s} {'yes' if ok else 'NO':7s} {el:6.1f} {cpu:6.1f}")
    n_ok = sum(r[2] for r in rows)
    print(f"\n{n_ok}/{len(rows)} agree; "
          f"{sum(r[1] == 'pitfall' for r in rows)} pitfalls, "
          f"{sum(r[1] == 'lookalike' for r in rows)} look-alikes")
    return 0 if n_ok == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
