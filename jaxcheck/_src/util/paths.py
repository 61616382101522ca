"""Where a run writes its files (``--junit-xml``, ``--html``, ``--trace-events``): each path
checked before anything runs, by the command line and the notebook's cell magic alike."""

from __future__ import annotations

import os

from .errors import UsageError


def output_path(path: str | None, option: str = "--junit-xml") -> str | None:
    """``path`` made absolute and checked before anything runs: a run must not end with
    nowhere to put its result. What only the write can tell (permissions, a full disk)
    is an :class:`IOFailure` at the end, after the report is out."""
    if not path:
        return None
    full = os.path.abspath(path)
    if os.path.isdir(full):
        raise UsageError(f"bad {option} {path!r}: it is a directory; give a file path")
    if not os.path.isdir(os.path.dirname(full)):
        raise UsageError(f"bad {option} {path!r}: no directory {os.path.dirname(full)!r}; "
                         "create it first")
    return full
