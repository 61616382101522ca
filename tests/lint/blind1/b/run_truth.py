#!/usr/bin/env python
"""Run every case's main.py with JAX compile logging and check truth.json against JAX.

Usage: python run_truth.py [case_dir ...]
"""
import collections
import json
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = sys.executable
TIMEOUT = 120

COMPILE_RE = re.compile(r"^Compiling (?:jit\((?P<a>.+?)\)|pmap\((?P<b>.+?)\)|(?P<c>\S+)) (?:with|for)\b")

# Names JAX (and the libraries used) compile for their own eager ops / internals.
_INTERNAL_EXTRA = {
    "stage", "_threefry_seed", "_threefry_split", "_threefry_fold_in", "_threefry_random_bits",
    "_truncated_normal", "_normal", "_uniform", "_bernoulli", "_gamma", "_randint", "_choice",
    "_permutation", "_where", "_reduce_sum", "_reduce_max", "_reduce_min", "_mean", "_var", "_std",
    "_pad", "_take", "_gather", "_unstack", "_split", "_cumulative_reduction", "clip", "_roll",
    "_einsum", "_searchsorted", "_multi_slice", "_shuffle", "_normal_real", "_gumbel",
    "_categorical", "_dirichlet", "_exponential", "_poisson", "_beta", "fn", "_uniform_real",
    "remainder", "true_divide", "floor_divide", "_where", "_nonzero", "_argsort", "argsort",
    "_unique", "_lu", "_solve", "_cholesky", "_norm", "_power", "_integer_pow",
}


def _internal_names():
    import jax
    import jax.numpy as jnp
    names = set(_INTERNAL_EXTRA)
    for mod in (jax.lax, jnp, jax.random, jax.nn, jnp.linalg, jax.scipy.special):
        names.update(n for n in dir(mod) if not n.startswith("__"))
    return names


def parse_log(stderr):
    lines, counts = [], collections.Counter()
    for line in stderr.splitlines():
        m = COMPILE_RE.match(line.strip())
        if m:
            name = m.group("a") or m.group("b") or m.group("c")
            lines.append(line.rstrip())
            counts[name] += 1
    return lines, counts


def check_case(case, internal):
    truth_path = case / "truth.json"
    problems = []
    truth = json.loads(truth_path.read_text())
    env = dict(os.environ, JAX_LOG_COMPILES="1", JAX_PLATFORMS="cpu")
    t0 = time.time()
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        proc = subprocess.run([PY, "main.py"], cwd=case, env=env, capture_output=True,
                              text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return {"case": case.name, "kind": truth.get("kind"), "ok": False,
                "problems": ["timeout"], "secs": TIMEOUT, "cpu": float("nan"), "counts": {},
                "listed": set()}
    secs = time.time() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    lines, counts = parse_log(proc.stderr)
    (case / "compile_log.txt").write_text("\n".join(lines) + ("\n" if lines else ""))
    if proc.returncode != 0:
        problems.append(f"main.py exited {proc.returncode}: {proc.stderr.strip().splitlines()[-1:]}")
    # CPU seconds, so that other load on the shared cores does not count against a case
    if cpu > 10:
        problems.append(f"slow: {cpu:.1f} CPU seconds")

    funcs = truth.get("functions", {})
    recompiled = truth.get("recompiled", [])
    kind = truth.get("kind")
    for name, n in funcs.items():
        if counts.get(name, 0) != n:
            problems.append(f"{name}: truth {n}, JAX {counts.get(name, 0)}")
    # user functions JAX compiled that truth does not list
    for name, n in counts.items():
        if name not in funcs and name not in internal and not name.startswith("_"):
            problems.append(f"unlisted compiled function {name} x{n}")
    for name in recompiled:
        if name not in funcs:
            problems.append(f"recompiled {name} not in functions")
    if kind == "pitfall":
        if not recompiled:
            problems.append("pitfall without recompiled function")
        elif not any(counts.get(n, 0) >= 2 for n in recompiled):
            problems.append("no recompiled function compiled more than once")
        if truth.get("intended"):
            problems.append("pitfall has non-empty 'intended'")
    elif kind == "lookalike":
        if recompiled:
            problems.append("lookalike lists recompiled functions")
        if not truth.get("intended"):
            problems.append("lookalike without 'intended'")
        if not funcs:
            problems.append("lookalike lists no functions")
    else:
        problems.append(f"bad kind {kind!r}")
    for ref in truth.get("lines", []):
        f = case / ref["file"]
        if not f.exists():
            problems.append(f"lines: missing file {ref['file']}")
            continue
        src = f.read_text().splitlines()
        if not (1 <= ref["line"] <= len(src)) or not src[ref["line"] - 1].strip():
            problems.append(f"lines: {ref['file']}:{ref['line']} is empty or out of range")
    return {"case": case.name, "kind": kind, "ok": not problems, "problems": problems,
            "secs": secs, "cpu": cpu, "counts": dict(counts), "listed": set(funcs)}


def main(argv):
    internal = _internal_names()
    if argv:
        cases = [Path(a).resolve() for a in argv]
    else:
        cases = sorted(p for p in HERE.iterdir() if p.is_dir() and (p / "truth.json").exists())
    results = [check_case(c, internal) for c in cases]
    w = max(len(r["case"]) for r in results)
    print(f"{'case':<{w}}  {'kind':<9}  {'agrees':<6}  cpu_s  compiles (user functions)")
    for r in results:
        user = {k: v for k, v in r["counts"].items()
                if k not in internal and not k.startswith("_") or k in r["listed"]}
        print(f"{r['case']:<{w}}  {r['kind']:<9}  {'yes' if r['ok'] else 'NO':<6}  {r['cpu']:5.1f}  {user}")
        for p in r["problems"]:
            print(f"{'':<{w}}    ! {p}")
    n_ok = sum(r["ok"] for r in results)
    kinds = collections.Counter(r["kind"] for r in results)
    print(f"\n{n_ok}/{len(results)} cases agree; {dict(kinds)}")
    return 0 if n_ok == len(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
