"""The one channel from a child process to its parent: snapshots of what the child has seen.

Two kinds of child report through it. An isolated worker's child (``run/worker.py``)
sends the list of :class:`EntrypointReport` of the target it runs
(:func:`reports_document`; the parent reads :func:`read_snapshot`). Each Python
process of a program run by ``jaxcheck run -- COMMAND`` (``run/process.py``) sends
its own partial report to a file of its own in the run's directory
(:func:`process_path`; the parent reads :func:`read_all`). Nothing travels on the
child's stdout or stderr, which stay the user's. Both get the same guarantees:

* each snapshot replaces the file in one step (``util.io.replace_json``): a reader
  sees the previous snapshot or the new one, never half of one;
* the last snapshot stays when the child is killed or crashes, so what it saw until
  then is reported;
* only the process that made the writer writes: a process the user's code forks
  cannot overwrite its parent's file;
* the reader is bounded (``util.jsonread``): a file that is not a whole snapshot
  reads as None, never as an error;
* however many compiles come (a storm), snapshots take a bounded share of the run:
  one :class:`Throttle` decides when one is written.

A writer builds each document itself, when it writes, from a function the child
gives it::

    writer = Writer(path, build)          # build(final) -> the document
    writer.changed(prompt=True)           # a user function compiled: written at once
    writer.changed()                      # anything else: written by the writer's thread
    writer.write(final=True)              # at the end: written whatever the throttle says

    read_snapshot(path)                   # in the parent: the last whole one, or None
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model import wire
from ..model.report import EntrypointReport
from ..util import io, jsonread

# --- when to write ---------------------------------------------------------------------


@dataclass(frozen=True)
class Throttle:
    """When a snapshot is written: soon after a change, and never at a cost that grows
    with the run.

    A change is written by the writer's own thread once the time since the last snapshot
    ended is at least ``interval`` seconds and at least that snapshot's cost over
    ``share``: in a storm of compiles snapshots take about ``share`` of the run at most,
    whatever one costs. A *prompt* change (a user function compiled: what a crash right
    after must not lose) is written at once, in the caller's thread, while the first
    ``eager`` of them last, whatever that costs, and afterwards whenever the cost
    allows (``interval`` aside). With ``eager=0`` a writer still writes prompt changes
    at once when cheap; a child that must never write in its caller's thread does not
    call them prompt.
    """

    interval: float = 0.5
    eager: int = 0
    share: float = 0.1


class Writer:
    """Snapshots of a child to ``path``, each the document ``build(final)`` returns.

    ``build`` runs under :attr:`lock`; returning None means "not now" (what it reads is
    mid-update): the change stays pending for the writer's thread. When building or
    writing raises, ``fallback(error, final)``, if given, returns a document to write
    in its place (a child that must say it failed); otherwise the last snapshot stays.
    """

    def __init__(self, path: str | os.PathLike, build: Callable[[bool], Any],
                 throttle: Throttle | None = None,
                 fallback: Callable[[BaseException, bool], Any] | None = None) -> None:
        self.path = os.fspath(path)
        self.build = build
        self.throttle = throttle or Throttle()
        self.fallback = fallback
        self.owner = os.getpid()
        #: held while a snapshot is built and written; hold it to change what ``build`` reads
        self.lock = threading.RLock()
        #: a change is not in the file yet
        self.pending = False
        #: no more snapshots but an explicit :meth:`write` (the final one was written)
        self.closed = False
        self._prompt = 0  # prompt changes counted so far, for ``eager``
        self._ended = float("-inf")  # when the last snapshot ended (time.monotonic)
        self._cost = 0.0  # seconds it took
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._starting = threading.Lock()

    def mine(self) -> bool:
        """Whether this process made the writer (not one the user's code forked)."""
        return os.getpid() == self.owner

    def changed(self, prompt: bool = False, count: int = 1) -> None:
        """Something new to report; ``count``: how many changes it is (a compile changes
        a record a few times). Written as the :class:`Throttle` says."""
        if self.closed or not self.mine():
            return
        if prompt:
            with self.lock:
                self._prompt += count
                if self._prompt < self.throttle.eager or self._cheap():
                    self.pending = True
                    self._write(False)
                    if not self.pending:
                        return
        self.pending = True
        if self._thread is None:
            self._start()
        self._wake.set()

    def write(self, final: bool = False) -> bool:
        """Write a snapshot now, whatever the throttle says; returns whether it was
        written. ``final``: the last one (nothing more will come): the writer closes."""
        if not self.mine():
            return False
        if final:
            self.close()
        with self.lock:
            return self._write(final)

    def close(self) -> None:
        """No more snapshots from the writer's thread or from changes."""
        self.closed = True
        self._stop.set()
        self._wake.set()

    # -- inside ---------------------------------------------------------------------------
    def _cheap(self) -> bool:
        return time.monotonic() - self._ended >= self._cost / self.throttle.share

    def _delay(self) -> float:
        """Seconds until the throttle lets the thread write."""
        wait = max(self.throttle.interval, self._cost / self.throttle.share)
        return self._ended + wait - time.monotonic()

    def _write(self, final: bool) -> bool:
        begin = time.monotonic()
        written = False
        self.pending = False
        try:
            doc = self.build(final)
            if doc is None:
                self.pending = True
            else:
                io.replace_json(self.path, doc)  # readers see the old snapshot or the new
                written = True
        except Exception as e:
            if self.fallback is not None:
                try:
                    io.replace_json(self.path, self.fallback(e, final))
                except Exception:  # nothing more to say it with
                    pass
        self._ended = time.monotonic()
        self._cost = self._ended - begin
        return written

    def _start(self) -> None:
        with self._starting:  # not ``lock``: a snapshot being written must not hold it up
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="jaxcheck-snapshots",
                                                daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait()
            delay = self._delay()
            if delay > 0:
                self._stop.wait(delay)
                continue
            if not self.mine():
                return
            with self.lock:
                if self.closed:
                    return
                self._wake.clear()
                if self.pending:
                    self._write(False)
                if self.pending:  # not now: again once the throttle allows
                    self._wake.set()


# --- what a worker's child sends: its reports -------------------------------------------

SNAPSHOT_SCHEMA = "jaxcheck.snapshot/1"


def encode(reports: Sequence[EntrypointReport]) -> list[dict[str, Any]]:
    return [wire.entrypoint_to_dict(ep, private=True) for ep in reports]


def decode(items: Sequence[dict[str, Any]]) -> list[EntrypointReport]:
    return [wire.entrypoint_from_dict(d) for d in items]


def reports_document(reports: Sequence[EntrypointReport], *, final: bool,
                     meta: dict[str, Any], seq: int) -> dict[str, Any]:
    """A worker child's snapshot: its reports so far, and ``meta`` (its pid, the target
    running, a usage error...); ``seq`` counts the snapshots."""
    return {"schema": SNAPSHOT_SCHEMA, "seq": seq, "final": final, "meta": meta,
            "entrypoints": encode(reports)}


@dataclass
class Snapshot:
    entrypoints: list[EntrypointReport]
    #: written by the writer's owner at its end: nothing more will come.
    final: bool = False
    meta: dict[str, Any] = field(default_factory=dict)
    seq: int = 0


def read_snapshot(path: str | os.PathLike) -> Snapshot | None:
    """The last whole snapshot of a worker's child at ``path``, or None when none was
    written."""
    doc = read(path)
    if not isinstance(doc, dict) or doc.get("schema") != SNAPSHOT_SCHEMA:
        return None
    try:
        return Snapshot(decode(doc.get("entrypoints", [])), bool(doc.get("final")),
                        dict(doc.get("meta") or {}), int(doc.get("seq", 0)))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None  # not one this jaxcheck wrote


# --- what a program's processes send: one file each --------------------------------------


def process_path(directory: str | os.PathLike, pid: int) -> str:
    """The file of process ``pid`` in a program's run directory. (The start-up hook
    names a process it could not watch in the same file, by itself.)"""
    return os.path.join(os.fspath(directory), f"{pid}.json")


def read_all(directory: str | os.PathLike) -> list[Any]:
    """Every snapshot in ``directory``, in file-name order; unreadable files are skipped."""
    found = []
    for path in sorted(Path(directory).glob("*.json")):
        doc = read(path)
        if doc is not None:
            found.append(doc)
    return found


def read(path: str | os.PathLike) -> Any:
    """The document at ``path`` (bounded: ``util.jsonread``), or None when there is none
    or it is not JSON."""
    try:
        return jsonread.read(path)
    except (OSError, ValueError):
        return None
