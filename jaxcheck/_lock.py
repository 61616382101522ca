"""``jaxcheck.lock``: the ratchet that `jaxcheck check` compares against.

The lock records, per entrypoint, the compile count of each user function and
the variation matrix. It is deterministic and diff-friendly: sorted keys, one
value per line, no timings, absolute paths, line numbers or object ids (a
function is named by its file relative to the project and its qualified name).

`check` fails when a count rises or a ``hit`` becomes a ``recompile``; what the
lock already records is accepted, so a known recompile does not fail the build
until it gets worse (the comparison is part of the verdict, in ``_verdict``).
Improvements are reported; re-run `baseline` to ratchet.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from ._model import RESULT_ORDER, EntrypointReport, FunctionReport, Report
from ._target import UsageError

LOCK_NAME = "jaxcheck.lock"
LOCK_VERSION = 1


def function_id(fn: FunctionReport) -> str:
    file = fn.defined_at.rsplit(":", 1)[0]
    if os.path.isabs(file):
        # outside the project: name it from the import root it was found under
        roots = [p for p in sys.path if p and file.startswith(os.path.join(p, ""))]
        file = os.path.relpath(file, max(roots, key=len)) if roots else os.path.basename(file)
    return f"{file}::{fn.name}"


def entry_data(ep: EntrypointReport) -> dict[str, Any]:
    compiles: dict[str, int] = {}
    for fn in ep.functions:
        key = function_id(fn)
        # variation calls are in the matrix; counts are of the base calls (or workload)
        base = sum(1 for e in fn.events if e.variation is None)
        if base:
            compiles[key] = compiles.get(key, 0) + base
    matrix: dict[str, dict[str, str]] = {}
    for v in ep.variations:
        cell = matrix.setdefault(v.path, {})
        # several variations per cell (one per dimension): keep the worst
        if RESULT_ORDER.index(v.result) >= RESULT_ORDER.index(cell.get(v.axis, "skipped")):
            cell[v.axis] = v.result
    return {"compiles": compiles, "variations": matrix}


def build(report: Report) -> dict[str, Any]:
    entries = {ep.target: entry_data(ep) for ep in report.entrypoints if ep.error is None}
    return {"version": LOCK_VERSION, "entrypoints": entries}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write(path: Path, report: Report) -> dict[str, Any]:
    data = build(report)
    path.write_text(dumps(data), encoding="utf-8")
    return data


def read(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise UsageError(f"{path}: unreadable lock file ({e}); delete it and run "
                         "`jaxcheck baseline`") from None
    if not isinstance(data, dict) or data.get("version") != LOCK_VERSION or not isinstance(
            data.get("entrypoints"), dict):
        raise UsageError(f"{path}: not a jaxcheck lock file of version {LOCK_VERSION}; "
                         "run `jaxcheck baseline` to rewrite it")
    return data
