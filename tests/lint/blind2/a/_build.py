"""Writes truth.json for each case from truth specs (line refs given as text to locate)."""
import json, sys
from pathlib import Path
HERE = Path(__file__).resolve().parent

def locate(case, file, needle):
    for i, l in enumerate((HERE / case / file).read_text().splitlines(), 1):
        if needle in l:
            return i
    raise SystemExit(f"{case}/{file}: not found: {needle!r}")

def write(case, kind, domain, pattern, functions, recompiled, lines, intended=""):
    t = dict(kind=kind, domain=domain, pattern=pattern, functions=functions, recompiled=recompiled,
             lines=[dict(file=f, line=locate(case, f, n), role=r) for f, n, r in lines], intended=intended)
    (HERE / case / "truth.json").write_text(json.dumps(t, indent=2) + "\n")
