"""A private channel from a process that runs targets to the process that reports them.

The writer replaces one file atomically with a snapshot of everything seen so far
(a list of :class:`EntrypointReport`); the reader returns the last complete one.
Nothing travels on the child's stdout or stderr, which stay the user's. When the
child is killed or crashes, the last snapshot still holds the functions and
recompiles it observed::

    writer = SnapshotWriter(path)          # in the child
    writer.write([partial_report])         # as often as you like: throttled
    writer.write(reports, final=True)      # once, at the end

    snap = read_snapshot(path)             # in the parent, after the child exits
    snap.entrypoints, snap.final, snap.meta

Writes are throttled to one per ``interval`` seconds unless ``force`` (use it on
each compile) or ``final``; ``pending`` tells a caller that a skipped snapshot is
still to be written. Only the process that created the writer writes: a forked
child of the user's code that reaches jaxcheck's code cannot overwrite it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model import wire
from ..model.report import EntrypointReport
from ..util import io

SNAPSHOT_SCHEMA = "jaxcheck.snapshot/1"


def encode(reports: Sequence[EntrypointReport]) -> list[dict[str, Any]]:
    return [wire.entrypoint_to_dict(ep, private=True) for ep in reports]


def decode(items: Sequence[dict[str, Any]]) -> list[EntrypointReport]:
    return [wire.entrypoint_from_dict(d) for d in items]


@dataclass
class Snapshot:
    entrypoints: list[EntrypointReport]
    #: written by the writer's owner at its end: nothing more will come.
    final: bool = False
    meta: dict[str, Any] = field(default_factory=dict)
    seq: int = 0


class SnapshotWriter:
    """Write snapshots of a list of :class:`EntrypointReport` to ``path``, atomically."""

    def __init__(self, path: str | os.PathLike, interval: float = 0.3,
                 meta: dict[str, Any] | None = None) -> None:
        self.path = os.fspath(path)
        self.interval = interval
        self.meta = dict(meta or {})
        self.owner = os.getpid()
        self.seq = 0
        self.last = float("-inf")
        #: a write was skipped by the throttle and is still due.
        self.pending = False

    def due(self) -> bool:
        return time.monotonic() - self.last >= self.interval

    def write(self, reports: Sequence[EntrypointReport], *, final: bool = False,
              force: bool = False, **meta: Any) -> bool:
        """Write a snapshot now if allowed; returns whether it was written."""
        if os.getpid() != self.owner:
            return False
        if not (final or force or self.due()):
            self.pending = True
            return False
        self.meta.update(meta)
        self.seq += 1
        doc = {"schema": SNAPSHOT_SCHEMA, "seq": self.seq, "final": final,
               "meta": self.meta, "entrypoints": encode(reports)}
        io.replace_json(self.path, doc)  # readers see the old snapshot or the new
        self.last = time.monotonic()
        self.pending = False
        return True


def read_snapshot(path: str | os.PathLike) -> Snapshot | None:
    """The last complete snapshot at ``path``, or None when none was written."""
    from ..util import jsonread

    try:
        doc = jsonread.read(path)
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("schema") != SNAPSHOT_SCHEMA:
        return None
    try:
        return Snapshot(decode(doc.get("entrypoints", [])), bool(doc.get("final")),
                        dict(doc.get("meta") or {}), int(doc.get("seq", 0)))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None  # not one this jaxcheck wrote
