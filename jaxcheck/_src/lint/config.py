"""``[tool.jaxcheck.lint]`` in pyproject.toml: which rules run on which files.

Read with :mod:`tomllib` only; every problem is a :class:`~jaxcheck.UsageError` that says
what to write instead. ``[tool.jaxcheck] lint = true`` (or a ``[tool.jaxcheck.lint]``
table) also makes ``jaxcheck check`` lint first; ``check = false`` in the table opts out.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from ..util.errors import UsageError
from .rules import RULES

_KEYS = {"select", "ignore", "per-file-ignores", "exclude", "check"}
EXAMPLE = '[tool.jaxcheck.lint] with select = ["JC1"], ignore = ["JC105"]'


@dataclass
class LintConfig:
    """Settings of one run: codes (or prefixes such as ``JC1``) and path globs."""

    root: Path
    select: tuple[str, ...] = ()  # empty: every rule
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    exclude: tuple[str, ...] = ()
    check: bool = False  # whether `jaxcheck check` lints first
    source: Path | None = None  # the pyproject.toml read, if any

    def enabled(self, code: str, relpath: str) -> bool:
        if code == "JC000":
            return True  # a file that does not parse is never silently skipped
        if self.select and not any(code.startswith(s) for s in self.select):
            return False
        if any(code.startswith(s) for s in self.ignore):
            return False
        return not any(matches(relpath, glob) and any(code.startswith(c) for c in codes)
                       for glob, codes in self.per_file_ignores.items())

    def excluded(self, relpath: str) -> bool:
        return any(matches(relpath, glob) for glob in self.exclude)


def matches(relpath: str, glob: str) -> bool:
    """``glob`` against a path relative to the project root: ``tests/*.py``, a directory
    (``build`` or ``build/``), or a name matched in any directory (``conftest.py``)."""
    glob = glob.strip().rstrip("/")
    if fnmatch.fnmatchcase(relpath, glob) or fnmatch.fnmatchcase(relpath, glob + "/*"):
        return True
    if "/" not in glob:
        return any(fnmatch.fnmatchcase(part, glob) for part in PurePosixPath(relpath).parts)
    return False


def codes(values, where: str) -> tuple[str, ...]:
    """Rule codes or prefixes (``JC1``, ``JC103``), checked against the rule table."""
    if isinstance(values, str):
        values = [v for v in values.split(",") if v.strip()]
    if not isinstance(values, list | tuple) or not all(isinstance(v, str) for v in values):
        raise UsageError(f"{where}: expected a list of rule codes, e.g. [\"JC101\", \"JC103\"]")
    out = []
    for value in values:
        code = value.strip().upper()
        if code == "ALL":
            code = "JC"
        if not any(known.startswith(code) for known in RULES) or not code.startswith("JC"):
            raise UsageError(f"{where}: unknown rule code {value!r} (known: "
                             f"{', '.join(RULES)}; `jaxcheck lint --explain CODE` says what "
                             "each one finds)")
        out.append(code)
    return tuple(out)


def _globs(value, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{where}: expected a list of path globs, e.g. [\"build\", "
                         "\"tests/data/*.py\"]")
    return tuple(value)


def from_table(table, root: Path, source: Path | None = None) -> LintConfig:
    """A :class:`LintConfig` from ``[tool.jaxcheck] lint`` (a bool or a table)."""
    where = f"{source}: [tool.jaxcheck.lint]" if source else "[tool.jaxcheck.lint]"
    if isinstance(table, bool):
        return LintConfig(root=root, check=table, source=source)
    if not isinstance(table, dict):
        raise UsageError(f"{source}: bad [tool.jaxcheck] lint = {table!r}: give true, false "
                         f"or a table ({EXAMPLE})")
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        raise UsageError(f"{where}: unknown key(s) {', '.join(unknown)} (known: "
                         f"{', '.join(sorted(_KEYS))})")
    check = table.get("check", True)
    if not isinstance(check, bool):
        raise UsageError(f"{where}: check must be true or false, got {check!r}")
    pfi = table.get("per-file-ignores", {})
    if not isinstance(pfi, dict):
        raise UsageError(f"{where}: per-file-ignores must be a table of glob = [codes], e.g. "
                         '"tests/*" = ["JC101"]')
    return LintConfig(
        root=root,
        select=codes(table.get("select", []), f"{where} select"),
        ignore=codes(table.get("ignore", []), f"{where} ignore"),
        per_file_ignores={g: codes(c, f"{where} per-file-ignores {g!r}")
                          for g, c in pfi.items()},
        exclude=_globs(table.get("exclude", []), f"{where} exclude"),
        check=check, source=source)


def load(start: Path | None = None) -> LintConfig:
    """The settings of the project around ``start`` (default: the current directory): its
    root is the folder of the nearest pyproject.toml, or ``start`` itself."""
    from ..util import pyproject

    here = (start or Path.cwd()).resolve()
    path = pyproject.find(here)
    if path is None:
        return LintConfig(root=here)
    table = pyproject.jaxcheck_table(pyproject.read(path), path) or {}
    value = table.get("lint", {}) if isinstance(table, dict) else {}
    config = from_table(value, path.parent, path)
    config.check = bool(value) if isinstance(value, bool) else config.check and "lint" in table
    return config
