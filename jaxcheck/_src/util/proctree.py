"""The processes a program started, found and ended, so that nothing is left running.

`run -- COMMAND` keeps the program in jaxcheck's own process group: a Ctrl-C at the
terminal then reaches the program as it would without jaxcheck. So ending the program
(``--timeout``, SIGTERM) cannot be one ``killpg``; the tree is found instead:

* every Python process of the program writes its pid and start time to the run's pid
  directory from the start-up hook, first thing, even if it never imports jax (a child
  that called ``setsid`` or was orphaned is still known);
* jaxcheck is the program's *child subreaper* while it runs (Linux ``prctl``), so an
  orphaned grandchild becomes jaxcheck's child instead of init's;
* every descendant of all of these, read from ``/proc/PID/task/*/children``;
* a process group led by one of them (never jaxcheck's own) is signalled whole.

A pid is signalled only while its start time is the one first seen: a pid reused by an
unrelated process is never touched.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import time
from pathlib import Path

#: the directory where each process of the program records itself (set by the parent).
PIDS_VAR = "JAXCHECK_PIDS_DIR"
_PR_SET_CHILD_SUBREAPER = 36


def start_time(pid: int) -> int | None:
    """The process's start time (clock ticks since boot), None when it is gone or a zombie."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except (OSError, ValueError):
        return None
    if not fields or fields[0] in ("Z", "X"):
        return None
    return int(fields[19])  # field 22 of proc(5); fields here start at field 3


def alive(pid: int, started: int) -> bool:
    return start_time(pid) == started


def children(pid: int) -> list[int]:
    """The direct children of ``pid`` (every thread's), from /proc."""
    found: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            found += [int(c) for c in
                      Path(f"/proc/{pid}/task/{task}/children").read_text().split()]
    except FileNotFoundError:  # a kernel without CONFIG_PROC_CHILDREN: every parent pid
        return _children_by_parent(pid) if os.path.isdir(f"/proc/{pid}") else []
    except (OSError, ValueError):
        pass
    return found


def _children_by_parent(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = Path(f"/proc/{entry}/stat").read_text().rpartition(")")[2].split()
                if int(stat[1]) == pid:
                    found.append(int(entry))
    return found


def recorded(directory: str | os.PathLike) -> dict[int, int]:
    """The pids the start-up hook recorded in ``directory``: {pid: start time}."""
    out: dict[int, int] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir(directory):
            with contextlib.suppress(OSError, ValueError):
                out[int(entry.name)] = int(Path(entry.path).read_text().strip() or -1)
    return out


def subreaper(on: bool) -> bool:
    """Make this process the subreaper of its descendants (Linux); False where it cannot."""
    try:
        return ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_CHILD_SUBREAPER,
                                                       int(on), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


class Tree:
    """A program's processes: its first process, what the start-up hook recorded, and
    their descendants, each with its start time."""

    def __init__(self, root: int, pids_dir: str | os.PathLike,
                 not_ours: set[int] | frozenset[int] = frozenset()) -> None:
        self.root = root
        self.pids_dir = pids_dir
        #: jaxcheck's children that are not the program's (a pre-started worker)
        self.not_ours = set(not_ours)
        self.known: dict[int, int] = {}

    def scan(self) -> dict[int, int]:
        """Every process of the program alive now (and remembered from before)."""
        me = os.getpid()
        seen = recorded(self.pids_dir)
        roots = {self.root, *seen, *children(me)} - self.not_ours - {me}
        todo = list(roots)
        while todo:
            pid = todo.pop()
            if pid in self.known or pid == me:
                if pid in self.known and alive(pid, self.known[pid]):
                    todo += [c for c in children(pid) if c not in self.known]
                continue
            started = start_time(pid)
            if started is None:
                continue
            wanted = seen.get(pid)
            if wanted is not None and wanted != started:
                continue  # a recorded pid now used by another process
            self.known[pid] = started
            todo += children(pid)
        return {p: s for p, s in self.known.items() if alive(p, s)}

    def end(self, grace: float = 5.0) -> None:
        """SIGTERM to every process of the program (and the groups they lead), SIGKILL to
        what is left after ``grace`` seconds; returns when none is left (or after 5 s
        more)."""
        own_group = os.getpgrp()
        for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5.0)):
            sent: set[int] = set()
            deadline = time.monotonic() + wait
            while True:
                live = self.scan()
                if not live:
                    return
                for pid in set(live) - sent:
                    sent.add(pid)
                    with contextlib.suppress(OSError):
                        group = os.getpgid(pid)
                        if group == pid and group != own_group:
                            os.killpg(group, sig)
                    with contextlib.suppress(OSError):
                        os.kill(pid, sig)
                self.reap()
                if time.monotonic() >= deadline:
                    break
                time.sleep(0.02)

    def reap(self) -> None:
        """Collect the exit of adopted orphans (jaxcheck is their subreaper), never the
        program's first process (``subprocess`` waits for that one)."""
        for pid in children(os.getpid()):
            if pid != self.root and pid not in self.not_ours:
                with contextlib.suppress(ChildProcessError, OSError):
                    os.waitpid(pid, os.WNOHANG)
