"""The lint corpus: small programs with a recompile pitfall (``p1xx_*.py``) and programs that
only look like one (``n1xx_*.py``), each with JAX's measured truth beside it.

Each file starts with three comment lines:

* ``# source: ...`` where the pattern comes from (an issue, an example, a tutorial);
* ``# jax-compiles: NAME=N ...`` how often JAX's compile log (``JAX_LOG_COMPILES``) says it
  compiled each function when the file runs (``jax-raises: Error`` when JAX refuses it);
* ``# lint: JC101@12 ...`` what ``jaxcheck lint`` must report (``-`` for nothing), when
  the whole corpus folder is linted (``x_*.py`` are helper modules that cross-module
  samples import: a loader, a model; they are no samples themselves).

:func:`measure` runs files under JAX's compile log in one fresh interpreter and returns
what JAX did; the tests compare it with the headers (slow) and lint with the headers (fast).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent

#: runs each file given on the command line with a handler on JAX's logger; prints JSON
_HARNESS = r"""
import collections, json, logging, re, runpy, sys
import jax
counts = collections.Counter()
class _Compiles(logging.Handler):
    def emit(self, record):
        m = re.match(r"Compiling (?:jit[(_])?([\w<>]+)", record.getMessage())
        if m:
            counts[m.group(1)] += 1
jax.config.update("jax_log_compiles", True)
logger = logging.getLogger("jax")
logger.addHandler(_Compiles())
logger.setLevel(logging.WARNING)
logger.propagate = False
out = {}
for path in sys.argv[1:]:
    jax.clear_caches()
    counts.clear()
    raised = None
    sys.path.insert(0, str(__import__("os").path.dirname(path)))  # its helper modules
    try:
        runpy.run_path(path, run_name="__main__")
    except Exception as e:  # the pitfall may be JAX refusing the program
        raised = type(e).__name__
    sys.path.pop(0)
    for name in [m for m in sys.modules if m.startswith("x_")]:
        del sys.modules[name]  # the helper modules load afresh for each sample
    out[path] = {"compiles": dict(counts), "raised": raised}
sys.__stdout__.write("\n@@corpus@@" + json.dumps(out) + "\n")
"""


@dataclass(frozen=True)
class Sample:
    path: Path
    compiles: dict[str, int]  # the functions the header names, and JAX's count of each
    raises: str | None
    findings: frozenset[tuple[int, str]]  # (line, code) lint must report

    @property
    def positive(self) -> bool:
        return self.path.name.startswith("p")

    @property
    def codes(self) -> set[str]:
        return {code for _, code in self.findings} or {
            "JC" + self.path.name[1:4]}


def _header(text: str, key: str) -> str:
    m = re.search(rf"^# {key}: (.*)$", text, re.M)
    assert m, f"no '# {key}:' line"
    return m.group(1).strip()


def samples() -> list[Sample]:
    found = []
    for path in sorted(HERE.glob("[pn]1*.py")):
        text = path.read_text(encoding="utf-8")
        raises = re.search(r"^# jax-raises: (\w+)", text, re.M)
        compiles = {} if raises else {
            k: int(v) for k, v in (kv.split("=") for kv in _header(text, "jax-compiles").split())}
        lint = _header(text, "lint")
        findings = frozenset() if lint == "-" else frozenset(
            (int(line), code) for code, line in (f.split("@") for f in lint.split()))
        found.append(Sample(path, compiles, raises.group(1) if raises else None, findings))
    return found


def lint_all() -> dict[str, set[tuple[int, str]]]:
    """Lint the corpus folder as one project (the cross-module samples need the index):
    ``{file name: {(line, code)}}``."""
    from jaxcheck._src.lint import LintConfig, lint_files

    files = sorted(HERE.glob("*.py"))
    found: dict[str, set[tuple[int, str]]] = {f.name: set() for f in files}
    for f in lint_files(files, LintConfig(root=HERE)):
        found[Path(f.path).name].add((f.line, f.code))
    return found


def fixable(samples: list[Sample]) -> list[Sample]:
    """The samples lint offers at least one fix for."""
    from jaxcheck._src.lint import lint_source

    return [s for s in samples if any(
        f.fix is not None for f in lint_source(s.path.read_text(encoding="utf-8"), str(s.path)))]


def fixed(sample: Sample) -> tuple[str, int]:
    """Every fix, the unsafe ones too (each must still lower JAX's compile count)."""
    from jaxcheck._src.lint.fix import fixed_text

    return fixed_text(sample.path.read_text(encoding="utf-8"), str(sample.path), None, None,
                      unsafe=True)


def measure(paths: list[Path], python: str = sys.executable, timeout: float = 600) -> dict:
    """What JAX did when each file ran: ``{str(path): {"compiles": {name: n}, "raised": ...}}``,
    all in one fresh interpreter (caches cleared between files)."""
    env = {**os.environ, "JAX_PLATFORMS": "cpu"}
    proc = subprocess.run([python, "-c", _HARNESS, *map(str, paths)], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=HERE)
    marker = proc.stdout.rfind("@@corpus@@")
    assert marker >= 0, proc.stderr[-3000:]
    return json.loads(proc.stdout[marker + len("@@corpus@@"):])
