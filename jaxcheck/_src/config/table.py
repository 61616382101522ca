"""``[tool.jaxcheck]`` in pyproject.toml: found, read and checked strictly.

Every problem is a :class:`~jaxcheck.UsageError` (exit 2) whose message
says what to write instead.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..util import pyproject
from ..util.errors import UsageError
from . import settings as _settings
from .declaration import Declaration, DeclarationError, declaration

_TOP_KEYS = {"entrypoints", "timeout", "jobs", "seed", "lint", "mode"}
_ENTRY_KEYS = {"target", "args", "dims", "expect", "max_compiles", "allow_no_compile",
               "example", "vary", "group", "mode"}

EXAMPLE = ('[[tool.jaxcheck.entrypoints]] with target = "mypkg.model:train_step" and, for a '
           'function, args = "f32[8,128], float" (docs/configuration.md, "Declared entrypoints")')


@dataclass
class ConfigEntry:
    target: str
    declaration: Declaration | None  # None: a workload (target only)


@dataclass
class Config:
    path: Path
    entries: list[ConfigEntry] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def root(self) -> Path:
        return self.path.parent

    @property
    def mode(self) -> str | None:
        """``[tool.jaxcheck] mode``: the mode of every entrypoint that declares none."""
        return self.settings.get("mode")

    def entry_for(self, target: str) -> ConfigEntry | None:
        for entry in self.entries:
            if entry.target == target:
                return entry
        return None


def find_pyproject(start: str | os.PathLike | None = None) -> Path | None:
    """pyproject.toml in ``start`` (default: the current directory) or its parents."""
    return pyproject.find(start)


def _misspelt(tool: dict) -> str | None:
    """The ``[tool.X]`` table whose name is close to ``jaxcheck`` (``jaxchek``,
    ``jax-check``, ``jaxcheck_``), or None."""
    import difflib

    names = [n for n in tool if isinstance(n, str)]
    squashed = {n.lower().replace("-", "").replace("_", ""): n for n in names}
    if "jaxcheck" in squashed:
        return squashed["jaxcheck"]
    close = difflib.get_close_matches("jaxcheck", names, n=1, cutoff=0.8)
    return close[0] if close else None


def load(path: Path, *, require: bool = True) -> Config | None:
    """Read ``[tool.jaxcheck]`` from ``path``; None when absent and not ``require``d."""
    data = pyproject.read(path)
    table = pyproject.jaxcheck_table(data, path)
    if table is None:
        near = _misspelt(data.get("tool", {}))
        if near is not None:  # [tool.jaxchek]: a typo, never silently no configuration
            raise UsageError(f"{path}: unknown table [tool.{near}] (did you mean "
                             "[tool.jaxcheck]?): rename it")
        if not require:
            return None
        raise UsageError(f"{path} has no [tool.jaxcheck] table; add one: {EXAMPLE}")
    if not isinstance(table, dict):
        raise UsageError(f"{path}: tool.jaxcheck must be a table")
    unknown = sorted(set(table) - _TOP_KEYS)
    if unknown:
        raise UsageError(f"{path}: unknown key(s) in [tool.jaxcheck]: {', '.join(unknown)} "
                         f"(known: {', '.join(sorted(_TOP_KEYS))})")
    raw_entries = table.get("entrypoints", [])
    if not isinstance(raw_entries, list) or not all(isinstance(e, dict) for e in raw_entries):
        raise UsageError(f"{path}: entrypoints must be an array of tables "
                         f"([[tool.jaxcheck.entrypoints]]): {EXAMPLE}")
    config = Config(path=path, settings={k: v for k, v in table.items() if k != "entrypoints"})
    for key, value in config.settings.items():
        if key == "lint":  # true/false or the [tool.jaxcheck.lint] table: checked by lint
            from ..lint.config import from_table

            from_table(value, path.parent, path)
            continue
        _settings.check(key, value, source=str(path))
    for i, raw in enumerate(raw_entries, start=1):
        where = f"{path.name}: [[tool.jaxcheck.entrypoints]] #{i}"
        unknown = sorted(set(raw) - _ENTRY_KEYS)
        if unknown:
            raise UsageError(f"{where}: unknown key(s) {', '.join(unknown)} "
                             f"(known: {', '.join(sorted(_ENTRY_KEYS))})")
        target = raw.get("target")
        if not isinstance(target, str) or not target:
            raise UsageError(f'{where}: needs target = "module:function"')
        decl = None
        if set(raw) - {"target"}:
            try:
                decl = declaration(raw.get("args"), raw.get("dims"), raw.get("expect"),
                                   raw.get("max_compiles"), where=f"{where} ({target})",
                                   allow_no_compile=raw.get("allow_no_compile"),
                                   example=raw.get("example"), vary=raw.get("vary"),
                                   group=raw.get("group"), mode=raw.get("mode"))
            except DeclarationError as e:
                raise UsageError(str(e)) from None
        first = next((n for n, e in enumerate(config.entries, start=1) if e.target == target),
                     None)
        if first is not None:  # it would run twice, and the lock keep one of them
            raise UsageError(f"{path.name}: [[tool.jaxcheck.entrypoints]] #{first} and #{i} "
                             f"both have target = {target!r}: keep one (merge their args, "
                             "dims or expect into it)")
        config.entries.append(ConfigEntry(target=target, declaration=decl))
    return config
