"""``jaxcheck.guard``: a production watchdog for compiles after warm-up.

::

    with jaxcheck.guard(on_compile="raise") as g:   # records signatures from here on
        warm_up()                                    # compiles allowed
        g.arm()                                      # from now on, any compile is an incident
        train()                                      # a recompile raises jaxcheck.RecompileError

The guard is a :class:`~jaxcheck._src.capture.capture.Capture` plus a check after every call that
reaches JAX's Python path: when that call compiled one of your functions and the guard is
armed, the incident is handled *inside the call*, before it returns, with the function,
call site, argument path, before → after and fix of jaxcheck's own attribution.

Calls served by JAX's C++ fast path never reach Python, so a warm loop pays nothing.
Calls that cannot use the fast path (functions with ``jax.debug.callback`` or
``io_callback``) pass through the check and are not incidents unless they compile.
A call served from the persistent compilation cache is still a compile (JAX retraces,
lowers and logs "Compiling"): after ``arm()`` it is an incident, marked ``cache_hit``.
"""

from __future__ import annotations

import collections
import logging
import os
import threading
import time
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..model.report import CompileEvent

logger = logging.getLogger("jaxcheck")

ACTIONS = ("raise", "warn", "log")
ENV_VAR = "JAXCHECK_GUARD"

#: records kept between trims of the capture's record list (a long-running process
#: with callback functions sends every call through the Python path).
_TRIM_AT = 8192
_KEEP = 1024

#: the clock of the rate-limit window
_clock = time.monotonic


class RecompileError(RuntimeError):
    """A jitted function of yours compiled while a ``jaxcheck.guard`` was armed."""

    def __init__(self, incident: Incident) -> None:
        super().__init__(incident.message())
        self.incident = incident


class RecompileWarning(UserWarning):
    """A jitted function of yours compiled while a ``guard(on_compile="warn")`` was armed."""


# shown by their public names in tracebacks and warnings: jaxcheck.RecompileError
RecompileError.__module__ = RecompileWarning.__module__ = "jaxcheck"


@dataclass
class Incident:
    """One compile after ``arm()``: what the ``on_compile`` callable receives.

    ``event`` is the :class:`CompileEvent` of the terminal and JSON reports (causes,
    hint, call site, phase timings, ``cache_hit``); ``count`` is the number of compiles
    since ``arm()`` within ``window_seconds`` (all of them without a window).
    """

    function: str
    defined_at: str
    event: CompileEvent
    count: int
    max_recompiles: int
    window_seconds: float | None
    thread: str

    @property
    def call_site(self) -> str | None:
        return self.event.call_site

    def message(self) -> str:
        """The incident in the words of every report (:mod:`jaxcheck._src.report.failures`):
        each cause, the persistent cache's part, the fix; then the counts."""
        from ..model.report import FunctionReport
        from ..report.failures import event_failure

        event = self.event
        failure = event_failure(FunctionReport(self.function, self.defined_at), event)
        what = "recompiled" if event.recompile else "compiled"
        where = f" at {event.call_site}" if event.call_site else ""
        lines = [f"jaxcheck.guard: `{self.function}` ({self.defined_at}) {what} after "
                 f"arm(){where}:"]
        lines += [f"  {part}" for part in failure.parts]
        if failure.fix:
            lines.append(f"  fix: {failure.fix}")
        tail = f"{event.seconds or 0.0:.3f}s"
        if event.cache_hit:
            tail += ", served from the persistent compilation cache"
        if self.max_recompiles:
            span = f" within {self.window_seconds:g}s" if self.window_seconds else ""
            tail += (f"; {self.count} compiles since arm(){span}, more than "
                     f"max_recompiles={self.max_recompiles}")
        lines.append(f"  ({tail})")
        return "\n".join(lines)


class Guard:
    """See the module docstring; made by :func:`guard`."""

    def __init__(self, on_compile: str | Callable[[Incident], Any] = "raise",
                 max_recompiles: int = 0, window_seconds: float | None = None,
                 recompiles_only: bool = False) -> None:
        if not callable(on_compile) and on_compile not in ACTIONS:
            raise ValueError(f"on_compile must be one of {', '.join(map(repr, ACTIONS))} "
                             f"or a callable taking an Incident, got {on_compile!r}")
        if (not isinstance(max_recompiles, int) or isinstance(max_recompiles, bool)
                or max_recompiles < 0):
            raise ValueError("max_recompiles must be a non-negative integer (the compiles "
                             f"tolerated after arm()), got {max_recompiles!r}")
        if window_seconds is not None and not (
                isinstance(window_seconds, int | float) and window_seconds > 0):
            raise ValueError("window_seconds must be a positive number of seconds or None "
                             f"(no window), got {window_seconds!r}")
        self.on_compile = on_compile
        self.max_recompiles = max_recompiles
        self.window_seconds = window_seconds
        #: a function's first compile after arm() is no incident, only its recompiles.
        self.recompiles_only = recompiles_only
        #: every incident handled (compiles over the limit after arm()).
        self.incidents: list[Incident] = []
        #: every compile of a user function since arm(), tolerated or not.
        self.events: list[CompileEvent] = []
        self._lock = threading.RLock()
        #: the capture folded in as it goes (the "before" of causes), while started
        self._observer: Any = None
        self._armed = False
        #: compiles found while checking another thread's call, kept for their own call
        self._pending: list[tuple[Any, CompileEvent]] = []
        self._times: collections.deque[float] = collections.deque()
        #: the finishing stage's notes already warned (a call it could not classify)
        self._told: set[str] = set()

    # -- life cycle ---------------------------------------------------------------
    def start(self) -> Guard:
        """Start recording (compiles allowed until :meth:`arm`)."""
        from ..observe.observer import Observer

        with self._lock:
            if self._observer is not None:
                raise RuntimeError("this jaxcheck.guard is already started")
            observer = Observer()
            observer.capture.after_call = self._after_call
            self._observer, self._pending = observer.start(), []
        return self

    def arm(self) -> Guard:
        """From now on, every compile of a user function is an incident."""
        with self._lock:
            if self._observer is None:
                raise RuntimeError("arm() a jaxcheck.guard inside its `with` block or "
                                   "after .start()")
            self._sweep(incidents=False)
            self._armed = True
        return self

    def disarm(self) -> Guard:
        with self._lock:
            self._sweep(incidents=self._armed)
            self._armed = False
        return self

    @property
    def armed(self) -> bool:
        return self._armed

    def stop(self, _raising: bool = False) -> None:
        """Stop and restore everything; compiles not yet checked are checked now."""
        with self._lock:
            observer = self._observer
            if observer is None:
                return
            try:
                found = self._sweep(incidents=self._armed, keep=0, handle=False)
            finally:
                observer.capture.after_call = None
                observer.stop()
                self._observer, self._armed = None, False
        for incident in found:
            if _raising and self.on_compile == "raise":
                continue  # an exception is on its way already; the incident is in .incidents
            self._handle(incident)

    def __enter__(self) -> Guard:
        return self.start()

    def __exit__(self, exc_type, *exc: Any) -> None:
        self.stop(_raising=exc_type is not None)

    # -- checking -----------------------------------------------------------------
    def _after_call(self, rec: Any) -> None:
        found = []
        with self._lock:
            observer = self._observer
            if observer is None:
                return
            found += self._check(only=rec)
            if len(observer.records) > _TRIM_AT:
                found += self._sweep(incidents=self._armed, handle=False)
        for incident in found:
            self._handle(incident)

    def _check(self, only: Any = None) -> list[Incident]:
        """Fold in what the capture saw since the last look; the incidents of the
        compiles of ``only`` (the call that just returned, in its own thread), or of
        every compile when None. Compiles of other calls wait for their own call.

        One incident per executable a call compiled (a call under ``grad`` compiles a
        forward and a backward program, maybe at different times), as the report
        counts them.
        """
        self._pending += self._observer.follow()
        if only is None:
            mine, self._pending = self._pending, []
        else:
            index = self._observer.index_of(only)
            mine = [(f, e) for f, e in self._pending if e.record == index]
            self._pending = [(f, e) for f, e in self._pending if e.record != index]
        from ..observe.finish import new_events, untold
        from ..verdict import verdict

        if mine:  # the finishing stage every way of running takes, on this call's compiles:
            # once armed, the guard's rule (every compile unexpected)
            ep = self._observer.finish(new_events(mine, "guard"), armed=self._armed)
            from .watch import JaxcheckWarning

            for note in untold(ep, self._told):  # as the report prints them, once each
                warnings.warn(f"jaxcheck: {note}", JaxcheckWarning, stacklevel=3)
        if not self._armed:
            return []
        incidents = []
        for fn, event in mine:
            if self.recompiles_only and not event.recompile:
                continue
            self.events.append(event)
            now = _clock()
            self._times.append(now)
            if self.window_seconds is not None:
                while self._times and self._times[0] < now - self.window_seconds:
                    self._times.popleft()
            count = len(self._times)
            if not verdict.guard_incident(count, self.max_recompiles):
                continue
            incident = Incident(function=fn.name, defined_at=fn.defined_at, event=event,
                                count=count, max_recompiles=self.max_recompiles,
                                window_seconds=self.window_seconds,
                                thread=threading.current_thread().name)
            self.incidents.append(incident)
            incidents.append(incident)
        return incidents

    def _sweep(self, incidents: bool, keep: int | None = None, handle: bool = True
               ) -> list[Incident]:
        """Take every compile not yet checked (e.g. AOT ``.compile()``, which no call
        returns from), then forget all but the last ``keep`` records (JAX may still be
        compiling for them: a backward pass is charged to its forward call by a look
        back)."""
        keep = _KEEP if keep is None else keep
        armed = self._armed
        self._armed = incidents
        try:
            found = self._check()
        finally:
            self._armed = armed
        self._observer.forget(keep)
        if handle:
            for incident in found:
                self._handle(incident)
        return found

    def _handle(self, incident: Incident) -> None:
        action = self.on_compile
        if callable(action):
            action(incident)
        elif action == "raise":
            raise RecompileError(incident)
        elif action == "warn":
            filename, lineno = _site(incident.call_site)
            warnings.warn_explicit(incident.message(), RecompileWarning, filename, lineno,
                                   module="jaxcheck.guard")
        else:
            logger.warning("%s", incident.message())


def _site(call_site: str | None) -> tuple[str, int]:
    if call_site:
        path, _, line = call_site.rpartition(":")
        if path and line.isdigit():
            return path, int(line)
    return "<unknown>", 0


def guard(on_compile: str | Callable[[Incident], Any] = "raise", *, max_recompiles: int = 0,
          window_seconds: float | None = None, recompiles_only: bool = False) -> Guard:
    """Watch every jitted function of yours; after :meth:`Guard.arm`, a compile is an incident.

    **Arguments:**

    - ``on_compile``: ``"raise"`` (:class:`RecompileError`, from inside the call that
      compiled), ``"warn"`` (:class:`RecompileWarning`, at the call site), ``"log"``
      (a warning on the ``jaxcheck`` logger), or a callable receiving the
      :class:`Incident` (to count it in your metrics).
    - ``max_recompiles``: compiles tolerated after ``arm()`` before they are incidents
      ("more than N"); with ``window_seconds``, more than N within that many seconds.
    - ``recompiles_only``: a function's first compile after ``arm()`` is allowed, only a
      second compile of the same function is an incident.

    Use it as a context manager, or call ``.start()`` and ``.stop()``. Every JAX flag,
    logger and hook it touches is restored on exit.
    """
    return Guard(on_compile, max_recompiles, window_seconds, recompiles_only)


def from_env(environ: Mapping[str, str] | None = None) -> Guard | None:
    """A started, armed guard configured by ``JAXCHECK_GUARD``, or None when it is unset.

    ``JAXCHECK_GUARD=raise|warn|log``, optionally followed by ``,max=N`` and
    ``,window=SECONDS`` (``JAXCHECK_GUARD=warn,max=3,window=60``). A program started
    without a warm-up boundary cannot call ``arm()``, so each function's first compile
    is allowed and its recompiles are incidents. A bad value raises ``ValueError``
    naming the variable. Call ``.stop()`` before the program exits (e.g. with
    ``atexit``): compiles made without a call (``.lower().compile()``) are checked then.
    """
    environ = os.environ if environ is None else environ
    text = environ.get(ENV_VAR, "").strip()
    if not text:
        return None
    action, *options = [part.strip() for part in text.split(",")]
    settings: dict[str, Any] = {}
    try:
        for option in options:
            key, sep, value = option.partition("=")
            if not sep or key not in ("max", "window"):
                raise ValueError(f"unknown option {option!r}")
            settings[key] = int(value) if key == "max" else float(value)
        g = guard(action, max_recompiles=settings.get("max", 0),
                  window_seconds=settings.get("window"), recompiles_only=True)
    except ValueError as e:
        raise ValueError(f"bad {ENV_VAR}={text!r}: {e}; expected raise|warn|log, then "
                         "optionally ,max=N and ,window=SECONDS") from None
    return g.start().arm()
