"""Run every case with JAX compile logging and check truth.json against the log."""
import json
import os
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PY = "/work/main/.venv/bin/python"
COMPILE_RE = re.compile(r"Compiling (?:jit\()?([^\s()]+)\)?(?: with| for|\s|$)")


def run_case(case):
    env = dict(os.environ, JAX_LOG_COMPILES="1", JAX_PLATFORMS="cpu")
    proc = subprocess.run([PY, "main.py"], cwd=case, env=env,
                          capture_output=True, text=True, timeout=120)
    lines = [l for l in proc.stderr.splitlines() if "Compiling " in l]
    (case / "compile_log.txt").write_text("\n".join(lines) + "\n")
    counts = Counter()
    for l in lines:
        m = COMPILE_RE.search(l)
        if m:
            counts[m.group(1)] += 1
    return proc.returncode, counts, proc.stderr


def check(case):
    tp = case / "truth.json"
    truth = json.loads(tp.read_text()) if tp.exists() else {"kind": "missing", "functions": {}}
    rc, counts, err = run_case(case)
    problems = [] if tp.exists() else ["truth.json missing"]
    if rc != 0:
        problems.append(f"exit {rc}: {err.strip().splitlines()[-1] if err.strip() else ''}")
    for fn, n in truth["functions"].items():
        if counts.get(fn, 0) != n:
            problems.append(f"{fn}: truth {n}, logged {counts.get(fn, 0)}")
    rec = truth.get("recompiled", [])
    if truth["kind"] == "pitfall":
        if not rec:
            problems.append("pitfall without recompiled function")
        for fn in rec:
            if counts.get(fn, 0) < 2:
                problems.append(f"{fn} listed as recompiled but compiled {counts.get(fn, 0)}x")
    else:
        if rec:
            problems.append("look-alike lists recompiled functions")
        if not truth.get("intended"):
            problems.append("look-alike without 'intended'")
    for entry in truth.get("lines", []):
        f = case / entry["file"]
        if not f.exists() or entry["line"] > len(f.read_text().splitlines()):
            problems.append(f"bad line ref {entry}")
    return case.name, truth["kind"], not problems, problems, counts


def main():
    cases = sorted(p for p in ROOT.iterdir() if p.is_dir() and re.match(r"\d\d_", p.name))
    if len(sys.argv) > 1:
        cases = [c for c in cases if any(a in c.name for a in sys.argv[1:])]
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = list(ex.map(check, cases))
    print(f"{'case':40s} {'kind':10s} agrees")
    for name, kind, ok, problems, counts in results:
        print(f"{name:40s} {kind:10s} {'yes' if ok else 'NO'}")
        if not ok:
            for p in problems:
                print("    -", p)
            user = {k: v for k, v in counts.items()}
            print("    logged:", dict(user))
    n_ok = sum(r[2] for r in results)
    print(f"\n{n_ok}/{len(results)} cases agree")
    return 0 if n_ok == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
