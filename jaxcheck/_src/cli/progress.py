"""Progress on stderr while targets run, and each result handed on the moment it is ready.

On a terminal: one live line, ``[2/6] running model.py:train_step · 4.1 s`` (the running
targets, the elapsed time), cleared when done. Elsewhere (CI logs, pipes), when stdout
holds a document (``--format json``, ``junit``): one plain line per finished target,
``jaxcheck: [2/6] FAIL model.py:train_step (4.12 s)``; with the terminal format the
target's own line on stdout, printed as it finishes, is the progress (a passing target
is one line, not two). Either way
``on_finish`` receives each target's reports as soon as it finishes, so the command can
print its panel then rather than at the end.

The runner and the isolation scheduler call :meth:`begin`, :meth:`started` and
:meth:`finished`; anything with those three methods can stand in.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO

from ..model.report import EntrypointReport
from ..util.printable import printable

_STATUS = {"pass": "PASS", "fail": "FAIL", "error": "ERROR"}


def status_of(reports: Sequence[EntrypointReport]) -> str:
    statuses = {ep.status for ep in reports}
    for status in ("error", "fail", "pass"):
        if status in statuses:
            return status
    return "pass"


def _maybe_terminal(stream: Any) -> bool:
    """False only where rich's ``Console.is_terminal`` is surely False: no variable that
    rich reads to force a terminal (``FORCE_COLOR``, ``TTY_COMPATIBLE``), and a stream
    that is not a tty. Otherwise rich decides (it also knows Jupyter and IDLE)."""
    if "FORCE_COLOR" in os.environ or "TTY_COMPATIBLE" in os.environ:
        return True
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty is not None and isatty())
    except ValueError:  # a closed stream: rich says False as well
        return False


class Progress:
    """``n/N targets`` on stderr; a live line on a terminal, else a line per finished target."""

    def __init__(self, on_finish: Callable[[list[EntrypointReport]], None] | None = None,
                 stream: TextIO | None = None, live: bool | None = None,
                 echo: bool = True) -> None:
        self.on_finish = on_finish
        #: off a terminal, a line per finished target (False: ``on_finish`` shows each)
        self.echo = echo
        self.stream = stream or sys.stderr
        self.total = 0
        self.done = 0
        self.running: dict[str, float] = {}
        self.start = time.monotonic()
        self._lock = threading.RLock()
        self._live: Any = None
        self._want_live = live
        self._console: Any = None

    # -- told by the runner -------------------------------------------------------
    def begin(self, total: int) -> None:
        with self._lock:
            self.total = total
            self.start = time.monotonic()
            if self._live is None and self._terminal():
                from rich.live import Live

                self._live = Live(console=self._console, transient=True,
                                  refresh_per_second=4, get_renderable=self._render,
                                  redirect_stdout=True, redirect_stderr=True)
                self._live.start()

    def started(self, target: str) -> None:
        with self._lock:
            self.running[target] = time.monotonic()

    def finished(self, target: str, reports: list[EntrypointReport]) -> None:
        with self._lock:
            began = self.running.pop(target, None)
            self.done += 1
            with self.paused():
                if self.on_finish is not None:
                    self.on_finish(reports)
                if self._live is None and self.echo:
                    seconds = (time.monotonic() - began if began is not None
                               else sum(ep.seconds for ep in reports))
                    width = len(str(self.total))
                    print(f"jaxcheck: [{self.done:{width}}/{self.total}] "
                          f"{_STATUS[status_of(reports)]} {printable(target)} "
                          f"({seconds:.2f} s)",
                          file=self.stream, flush=True)

    def close(self) -> None:
        with self._lock:
            if self._live is not None:
                self._live.stop()
                self._live = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- display ----------------------------------------------------------------
    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """Print something else (to stdout) without tearing the live line."""
        with self._lock:
            live = self._live
            if live is not None:
                live.stop()
            try:
                yield
            finally:
                if live is not None:
                    live.start()

    def _terminal(self) -> bool:
        if self._want_live is False:
            return False
        if not self._want_live and not _maybe_terminal(self.stream):
            return False  # rich's answer too, without importing rich (CI logs, pipes)
        from rich.console import Console

        if self._console is None:
            self._console = Console(file=self.stream)
        return bool(self._want_live) or self._console.is_terminal

    def _render(self) -> Any:
        from rich.text import Text

        now = time.monotonic()
        names = [printable(n) for n in self.running]
        current = ", ".join(names[:2]) + (f" +{len(names) - 2}" if len(names) > 2 else "")
        return Text.assemble(
            (f"[{self.done}/{self.total} targets] ", "bold"),
            ("running ", "dim") if names else "",
            current,
            (f" · {now - self.start:.1f} s", "dim"),
        )
