"""Run every case under JAX_LOG_COMPILES and check truth.json against JAX's log."""
import json, os, re, subprocess, sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = "/work/main/.venv/bin/python"


def user_names(case):
    """Functions defined in the case's own modules (JAX's eager ops such as add or
    convert_element_type are not user functions)."""
    names = {"<lambda>"}
    for f in case.rglob("*.py"):
        names.update(re.findall(r"^\s*def (\w+)", f.read_text(), flags=re.M))
    return names




def parse(stderr):
    names = []
    for ln in stderr.splitlines():
        m = re.match(r"^Compiling (.+?) with global shapes", ln)
        if not m:
            m = re.match(r"^Compiling (\S+)", ln)
        if not m:
            continue
        name = m.group(1)
        if name.startswith("jit(") and name.endswith(")"):
            name = name[4:-1]
        names.append(name)
    return names


def check(case):
    env = dict(os.environ, JAX_LOG_COMPILES="1", JAX_PLATFORMS="cpu")
    p = subprocess.run([PY, "main.py"], cwd=case, env=env, capture_output=True, text=True, timeout=120)
    lines = [l for l in p.stderr.splitlines() if l.startswith("Compiling")]
    (case / "compile_log.txt").write_text("\n".join(lines) + "\n")
    counts = Counter(parse(p.stderr))
    names = user_names(case)
    user = {k: v for k, v in counts.items() if k in names}
    truth = json.loads((case / "truth.json").read_text())
    problems = []
    if p.returncode != 0:
        problems.append(f"exit {p.returncode}: {p.stderr.strip().splitlines()[-1:]}")
    for fn, n in truth["functions"].items():
        if user.get(fn, 0) != n:
            problems.append(f"{fn}: truth {n}, log {user.get(fn, 0)}")
    for fn, n in user.items():
        if fn not in truth["functions"]:
            problems.append(f"unlisted user function {fn} x{n}")
    rec = truth.get("recompiled", [])
    if truth["kind"] == "pitfall":
        if not rec or not any(truth["functions"].get(f, 0) >= 2 for f in rec):
            problems.append("pitfall without a recompiled function")
    else:
        if rec:
            problems.append("look-alike lists recompiled functions")
        if not truth.get("intended"):
            problems.append("look-alike without 'intended'")
    for l in truth.get("lines", []):
        f = case / l["file"]
        if not f.exists() or l["line"] > len(f.read_text().splitlines()):
            problems.append(f"bad line ref {l}")
    return truth["kind"], problems, user


def main():
    only = sys.argv[1:]
    rows = []
    for case in sorted(d for d in HERE.iterdir() if d.is_dir() and d.name[:2].isdigit()):
        if only and case.name not in only:
            continue
        kind, problems, user = check(case)
        rows.append((case.name, kind, not problems))
        if problems:
            print(f"!! {case.name}: {problems}  log={dict(user)}")
    print(f"\n{'case':40s} {'kind':10s} agrees")
    for name, kind, ok in rows:
        print(f"{name:40s} {kind:10s} {'yes' if ok else 'NO'}")
    print(f"\n{sum(ok for *_, ok in rows)}/{len(rows)} agree")


if __name__ == "__main__":
    main()
