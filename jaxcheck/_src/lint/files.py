"""Which files `jaxcheck lint` reads: the paths given, or the project, honouring
``.gitignore`` (git is asked when the folder is in a repository) and the config's
``exclude``."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..util.errors import IOFailure, UsageError

#: folders never walked outside git: hidden ones, caches and environments
_SKIP = {"__pycache__", "node_modules", "site-packages", "venv", "env", "build", "dist"}


#: larger files are not linted (one JC000 finding): generated code, data saved as .py
MAX_BYTES = 16 * 1024 * 1024


def read_source(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, opened without blocking: a FIFO, a device or a socket
    named ``*.py`` is refused at once (OSError) instead of waiting for a writer forever,
    and a file over ``limit`` bytes is refused before it is read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"not a regular file (a FIFO, device or socket named {path.name})")
        if info.st_size > limit:
            raise OSError(f"larger than {limit // (1024 * 1024)} MB, not linted")
        chunks = []
        size = 0
        while size <= limit:  # a file that grows while read is cut at the limit, too
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise OSError(f"larger than {limit // (1024 * 1024)} MB, not linted")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _is_regular(path: Path) -> bool:
    """A regular file (or a link to one), asked without opening it."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def _git_files(folder: Path) -> list[Path] | None:
    """The tracked and untracked-but-not-ignored files under ``folder``; None outside git."""
    import subprocess  # here: pre-commit passes files, and then git is never asked
    try:
        out = subprocess.run(
            ["git", "-C", str(folder), "ls-files", "-z", "--cached", "--others",
             "--exclude-standard", "--", "."],
            capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if out.returncode != 0:
        return None
    if not out.stdout:  # a folder git ignores, given on purpose (a venv's site-packages)
        ignored = subprocess.run(["git", "-C", str(folder), "check-ignore", "-q", "."],
                                 capture_output=True, timeout=60, check=False)
        if ignored.returncode == 0:
            return None
    names = [n for n in out.stdout.decode("utf-8", "surrogateescape").split("\0") if n]
    # --cached lists deleted files too, and a file both staged and modified twice
    return sorted({folder / n for n in names if n.endswith(".py")
                   and (folder / n).is_file()})


def _walk(folder: Path, unlisted: list[str]) -> list[Path]:
    """The ``.py`` files under ``folder``; a folder that cannot be listed is added to
    ``unlisted`` (``os.walk`` would pass over it in silence: a clean lint of nothing)."""
    found = []

    def refused(error: OSError) -> None:
        unlisted.append(f"{error.filename} ({error.strerror or error})")

    for dirpath, dirnames, filenames in os.walk(folder, onerror=refused):
        here = Path(dirpath)
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in _SKIP
                             and not (here / d / "pyvenv.cfg").exists())
        found.extend(here / f for f in sorted(filenames)
                     if f.endswith(".py") and _is_regular(here / f))
    return found


def discover(paths: list[str], excluded) -> list[Path]:
    """The Python files to lint, in a stable order; ``excluded(path)`` drops one.

    A missing path is a usage error (exit 2): a typo must not pass as a clean lint.
    """
    files: dict[Path, None] = {}
    unlisted: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            listed = _git_files(path)
            for f in listed if listed is not None else _walk(path, unlisted):
                files.setdefault(f, None)
        elif path.exists():  # given by name: a FIFO is reported (JC000), never waited on
            files.setdefault(path, None)
        else:
            raise UsageError(f"no such file or folder: {raw} (give paths to .py files or "
                             "folders, or none for the whole project)")
    if unlisted and not files:  # nothing to lint but what could not be listed
        raise IOFailure(f"cannot list {_named(unlisted)}: no file linted; give this user "
                        "read permission (chmod +r), or lint from a folder it can list")
    if unlisted:
        import sys

        sys.stderr.write(f"jaxcheck: note: cannot list {_named(unlisted)}: the files in "
                         "it are not linted (give read permission, or exclude it)\n")
    return [f for f in files if not excluded(f)]


def _named(folders: list[str], most: int = 3) -> str:
    more = f" and {len(folders) - most:,} more folders" if len(folders) > most else ""
    return ", ".join(folders[:most]) + more
