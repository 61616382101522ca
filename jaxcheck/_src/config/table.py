"""``[tool.jaxcheck]`` in pyproject.toml: found, read and checked strictly.

Every problem is a :class:`~jaxcheck.UsageError` (exit 2) whose message
says what to write instead.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..util import pyproject
from ..util.errors import UsageError
from . import settings as _settings
from .declaration import Declaration, DeclarationError, declaration

_TOP_KEYS = {"entrypoints", "timeout", "jobs", "seed", "lint", "mode", "probe"}
_PROBE_KEYS = {"expect", "vary", "group"}
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


def _check_probe(table: Any, path: Path) -> None:
    """``[tool.jaxcheck.probe.NAME]``: what ``--probe`` expects of the function NAME
    (``train_step``, or ``train.py:train_step``): ``expect``, ``vary``, ``group``, checked
    as a declaration's."""
    if not isinstance(table, dict) or not all(isinstance(v, dict) for v in table.values()):
        raise UsageError(f"{path}: tool.jaxcheck.probe must be a table of tables, one per "
                         "function: [tool.jaxcheck.probe.train_step] with expect, vary or "
                         "group")
    for name, raw in table.items():
        where = f"{path.name}: [tool.jaxcheck.probe.{name}]"
        unknown = sorted(set(raw) - _PROBE_KEYS)
        if unknown:
            raise UsageError(f"{where}: unknown key(s) {', '.join(unknown)} "
                             f"(known: {', '.join(sorted(_PROBE_KEYS))})")
        try:
            declaration(None, None, raw.get("expect"), None, where=where,
                        vary=raw.get("vary"), group=raw.get("group"))
        except DeclarationError as e:
            raise UsageError(str(e)) from None


def with_probe(options: Any, config: Config | None) -> Any:
    """``options`` with ``[tool.jaxcheck.probe]`` of ``config`` (``--probe`` only)."""
    if not options.probe or config is None or not config.settings.get("probe"):
        return options
    return options.replace(probe_declared=dict(config.settings["probe"]))


def library_home(text: str, root: Path) -> str | None:
    """Where a target or factory of the configuration lives when that is not the project:
    "the standard library" or "an installed package"; None for the project's own code.

    Found without importing the module. A pyproject.toml names what ``check`` runs on
    every CI job, so ``target = "os:system"`` with ``args = "'rm -rf ~'"`` must never be
    run: the configuration names the project's functions (a library's is wrapped in one).
    A module of the project's own (in its folder or ``src/``) is the project's, whatever
    its name; so is one outside the project that is not installed (a sibling folder of a
    monorepo). Whose a file is, is :func:`~jaxcheck._src.jaxcompat.frame_owner`'s one
    decision.
    """
    module = text.rpartition(":")[0] or text
    here = os.path.realpath(root)

    def installed(file: str) -> bool:
        from ..jaxcompat import frame_owner

        full = os.path.realpath(file)
        return not (full == here or full.startswith(here + os.sep)) and \
            frame_owner(full) != "user"

    if module.endswith(".py") or "/" in module or os.sep in module:
        full = os.path.join(root, module)
        return "an installed package or the standard library" if installed(full) else None
    top = module.split(".")[0]
    if not top.isidentifier():
        return None  # not importable: the import says so
    for folder in (root, root / "src"):
        if (folder / f"{top}.py").is_file() or (folder / top).is_dir():
            return None
    if top in sys.builtin_module_names or top in sys.stdlib_module_names:
        return "the standard library"
    import importlib.util

    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return None
    origin = spec and (spec.origin or next(iter(spec.submodule_search_locations or []), None))
    return "an installed package" if origin and installed(origin) else None


def _check_home(text: str, what: str, root: Path, where: str) -> None:
    home = library_home(text, root)
    if home is not None:
        raise UsageError(f"{where}: {what} {text!r} is in {home}, not in this project: "
                         f"the configuration names your own functions (wrap the library "
                         f"function in one of yours, and name that)")


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
        if key == "probe":
            _check_probe(value, path)
            continue
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
        _check_home(target, "target", path.parent, where)
        if isinstance(raw.get("example"), str):
            _check_home(raw["example"], "example", path.parent, where)
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
