"""Partial reports of a program's processes: one JSON file per process in a directory.

A process rewrites its own file as it compiles (throttled) and once more at exit;
each write replaces the file atomically, so a reader never sees half a document,
and a process that dies without exiting normally still leaves its last snapshot.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..util import io, jsonread


def write(directory: str | os.PathLike, name: str, data: dict[str, Any]) -> None:
    """Replace ``directory/name.json`` with ``data`` in one step."""
    io.replace_json(Path(directory) / f"{name}.json", data)


def read_all(directory: str | os.PathLike) -> list[dict[str, Any]]:
    """Every snapshot in ``directory``, in file-name order; unreadable files are skipped."""
    found = []
    for path in sorted(Path(directory).glob("*.json")):
        try:
            found.append(jsonread.read(path))
        except (OSError, ValueError):
            continue
    return found
