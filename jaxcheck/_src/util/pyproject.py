"""pyproject.toml, found and read: the one reader `run`, `check`, `baseline` and `lint` share.

Standard library only (``tomllib``): `jaxcheck lint` runs where only Python is installed
and must never import JAX, NumPy or rich through it. Every way the file can be wrong is
one error with one exit code, whichever command read it: a file that is not TOML (or not
UTF-8, or nested too deeply to parse) is a :class:`UsageError` (2), one that cannot be
read an :class:`IOFailure` (5).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .errors import IOFailure, UsageError

#: the lock file, beside pyproject.toml (``verdict/lock.py`` reads and writes it).
LOCK_NAME = "jaxcheck.lock"


def find(start: str | os.PathLike | None = None) -> Path | None:
    """pyproject.toml in ``start`` (default: the current directory) or its parents.

    A folder on the way that this user may not enter (a checkout under ``/root`` read by
    another user) is an :class:`IOFailure` naming the file, never a traceback: whether a
    project file is there cannot be known, so going on without it would be a guess.
    """
    try:
        here = Path(start or os.getcwd()).resolve()
    except OSError as e:
        raise IOFailure(f"cannot read the current directory: {e.strerror or e}") from None
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        try:
            found = candidate.is_file()
        except OSError as e:
            raise IOFailure(f"cannot read {candidate}: {e.strerror or e}; run jaxcheck "
                            "as a user who can read it") from None
        if found:
            return candidate
    return None


def read(path: Path) -> dict[str, Any]:
    """The parsed document at ``path``."""
    import tomllib  # only where there is a file to read

    try:
        raw = path.read_bytes()
    except OSError as e:
        raise IOFailure(f"cannot read {path}: {e.strerror or e}") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise UsageError(f"{path}: not valid TOML: {e}") from None
    except UnicodeDecodeError as e:
        raise UsageError(f"{path}: not UTF-8 (byte {e.start}); TOML files must be "
                         "UTF-8") from None
    except ValueError as e:  # tomllib's int() of a number past Python's digit limit
        raise UsageError(f"{path}: not usable TOML: {str(e).split(';')[0]}; write "
                         "the number with fewer digits") from None
    except RecursionError:
        raise UsageError(f"{path}: not usable TOML: nested too deeply") from None


def jaxcheck_table(data: dict[str, Any], path: Path) -> Any:
    """``[tool.jaxcheck]`` of a parsed document (None when absent); ``tool`` that is not
    a table is a :class:`UsageError`."""
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        raise UsageError(f"{path}: tool must be a table ([tool.jaxcheck]), got "
                         f"tool = {shown(tool)}")
    table = tool.get("jaxcheck")
    _check_integers(table, path)
    return table


#: the integers [tool.jaxcheck] may hold: 64 bits, as every number jaxcheck reads
#: (``jsonread``); a larger one has no meaning as a size, a seed or a count, and Python
#: refuses to print one of over 4,300 digits (a hex literal parses to one)
MAX_INT = 2 ** 63 - 1


def _check_integers(table: Any, path: Path) -> None:
    """A :class:`UsageError` naming the first integer of ``table`` outside 64 bits."""
    stack: list[tuple[str, Any]] = [("tool.jaxcheck", table)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, dict):
            stack.extend((f"{where}.{k}", v) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((f"{where}[{i}]", v) for i, v in enumerate(value))
        elif isinstance(value, int) and not -MAX_INT - 1 <= value <= MAX_INT:
            raise UsageError(f"{path}: {where} is an integer of "
                             f"{value.bit_length()} bits: give one within 64 bits "
                             f"(at most {MAX_INT})")


def shown(value: Any, limit: int = 120) -> str:
    """``repr(value)`` for a message: never failing (an integer too long to print) and
    cut at ``limit`` characters."""
    try:
        text = repr(value)
    except ValueError:
        text = f"<an integer of {value.bit_length()} bits>"
    return text if len(text) <= limit else text[:limit - 1] + "…"
