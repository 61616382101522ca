"""One file at a time: read, parse (a syntax error is finding JC000, never a traceback),
check, then drop what the config or a ``# noqa`` silences."""

from __future__ import annotations

import ast
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ._config import LintConfig
from ._files import read_source
from ._noqa import silenced
from ._rules import Finding, check


@dataclass
class Stats:
    files: int = 0
    lines: int = 0


def relative(path: Path, root: Path) -> str:
    """``path`` relative to the project root, with slashes: what config globs match."""
    try:
        return Path(os.path.relpath(path.resolve(), root.resolve())).as_posix()
    except ValueError:  # another drive
        return path.as_posix()


def _shown(path: Path) -> str:
    """A path as the user would type it: relative to the current folder when inside it."""
    if path.is_absolute():
        try:
            return path.relative_to(Path.cwd()).as_posix()
        except ValueError:
            pass
    return path.as_posix()


def lint_source(source: str | bytes, path: str = "<string>",
                config: LintConfig | None = None, relpath: str | None = None,
                ) -> list[Finding]:
    """The findings in one module's source, in line order."""
    text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    # every rule needs a jit of some kind in the module; other files only need to parse
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as e:
        line, col = e.lineno or 1, e.offset or 1
        return [Finding(path, line, max(col, 1), "JC000",
                        f"syntax error: {e.msg}; this file was not linted: fix it, or add it "
                        "to [tool.jaxcheck.lint] exclude")]
    except (ValueError, RecursionError, MemoryError) as e:  # null bytes, nesting
        return [Finding(path, 1, 1, "JC000", f"cannot parse: {e}; this file was not linted")]
    if "jit" not in text:
        return []
    lines = text.splitlines()
    try:
        found = check(tree, path, lines)
    except RecursionError:  # a pathologically nested expression: skip, do not crash
        return []
    rel = relpath if relpath is not None else path
    return [f for f in found
            if (config is None or config.enabled(f.code, rel))
            and not (0 < f.line <= len(lines) and silenced(lines[f.line - 1], f.code))]


def lint_files(files: Iterable[Path], config: LintConfig, stats: Stats | None = None,
               ) -> list[Finding]:
    """Lint every file; a file that cannot be read is one JC000 finding too."""
    findings: list[Finding] = []
    for path in files:
        shown = _shown(path)
        try:
            data = read_source(path)
        except OSError as e:
            findings.append(Finding(shown, 1, 1, "JC000",
                                    f"cannot read the file: {e.strerror or e}"))
            continue
        if stats is not None:
            stats.files += 1
            stats.lines += data.count(b"\n")
        findings.extend(lint_source(data, shown, config, relative(path, config.root)))
    return findings


_FLAGGED: dict[tuple[str, int, int], frozenset[tuple[int, str]]] = {}


def flags(site: str | None, code: str) -> bool:
    """Whether lint reports rule ``code`` on the line of ``site`` (``file:line``, a call
    site of the run report): the report names a rule only when lint would show it there.

    One lint of the file, kept while the file is unchanged (path, mtime, size); a file
    that cannot be read, or a site that names none, is False.
    """
    if not site:
        return False
    name, _, number = site.rpartition(":")
    if not name.endswith(".py") or not number.isdigit():
        return False
    try:
        info = os.stat(name)
        key = (os.path.abspath(name), info.st_mtime_ns, info.st_size)
        found = _FLAGGED.get(key)
        if found is None:
            from ._files import read_source
            found = frozenset((f.line, f.code) for f in lint_source(read_source(Path(name)),
                                                                     name))
            if len(_FLAGGED) > 256:  # a long run over many files: keep it bounded
                _FLAGGED.clear()
            _FLAGGED[key] = found
    except (OSError, ValueError):
        return False
    return (int(number), code) in found
