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
    except RecursionError:
        raise UsageError(f"{path}: not usable TOML: nested too deeply") from None


def jaxcheck_table(data: dict[str, Any], path: Path) -> Any:
    """``[tool.jaxcheck]`` of a parsed document (None when absent); ``tool`` that is not
    a table is a :class:`UsageError`."""
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        raise UsageError(f"{path}: tool must be a table ([tool.jaxcheck]), got "
                         f"tool = {tool!r}")
    return tool.get("jaxcheck")
