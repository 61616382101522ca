"""JAX's hooks, flags, loggers and listeners: installed once, shared by every capture.

Every active capture (nested or overlapping ``watch()`` blocks, threads) is a
subscriber of the one :data:`INSTALLATION`, which counts them: the first in installs,
the last out restores everything, in whatever order the captures exit. Meanwhile:

* every call of a jitted function that misses JAX's C++ fast path passes through a
  hook in JAX's jit (see ``jaxcompat``), and each subscriber is told of it;
* every XLA executable compiled (``jax.monitoring`` lowering and compile events,
  persistent-cache hits) is told to each, as is every executable itself (its memory);
* JAX's log records (cache-miss explanations, cache lines) go to a private logger
  that the user's logging configuration cannot silence;
* ``jax_explain_cache_misses`` and ``jax_log_compiles`` are on; what the user wants
  of them is kept, and restored at the end.

The first installation in a process proves itself with a probe (see
``jaxcompat.probe``): a JAX release whose jit moved is refused, never watched blind.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import threading
import weakref
from collections.abc import Callable
from typing import Any, Protocol

import jax

from .. import jaxcompat as compat
from ..model.report import Later
from ..util import stop
from . import provenance

#: the jaxcheck package (this file is ``jaxcheck/_src/capture/installation.py``)
JAXCHECK_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FLAGS = ("jax_explain_cache_misses", "jax_log_compiles")
#: how JAX's compile-log lines begin that jaxcheck never reads (it times the phases from
#: JAX's monitoring events): left unformatted.
_UNREAD = ("Compiling ", "Finished ")
#: executables held for a memory analysis not read yet; past this many, the oldest is
#: read now and let go.
UNREAD_MEMORY = 16


class Subscriber(Protocol):
    """What the installation tells a capture (``capture.Capture`` is the one kind)."""

    trace_only: bool
    records: list
    stop_traces_at: Any
    after_call: Callable | None

    def detached(self) -> Subscriber: ...
    def stop_if_tracing(self, frame: Any) -> None: ...
    def on_call(self, fun: Any, jit_info: Any, args: tuple, kwargs: dict,
                frame: Any) -> Any: ...
    def on_return(self, token: Any) -> None: ...
    def on_fail(self, token: Any) -> None: ...
    def on_compile_enter(self, name: Any, jaxpr: Any, label_of: Callable) -> None: ...
    def on_compile_exit(self) -> Any: ...
    def on_duration(self, event: str, duration: float) -> None: ...
    def on_event(self, event: str) -> None: ...
    def on_explanation(self, message: str) -> None: ...
    def on_cache_line(self, kind: str, fields: dict) -> None: ...
    def compiling_user_unit(self) -> Any: ...
    def on_executable(self, stats: Later) -> None: ...


class CaptureLogger(logging.Logger):
    """Stands in for a JAX module logger; unreachable from logging.getLogger()."""

    def __init__(self, original: logging.Logger, sink: Installation) -> None:
        super().__init__(original.name, logging.WARNING)
        self.propagate = False
        self._original = original
        self._sink = sink
        # the hash of each cache-key ingredient is logged at DEBUG only
        self._cache_key = original.name in compat.CACHE_KEY_LOGGERS

    def isEnabledFor(self, level: int) -> bool:
        # Not through the logging manager: `logging.disable()` must not hide JAX's
        # records from jaxcheck any more than a level on the "jax" logger can.
        if level >= self.level:
            return True
        return self._cache_key and self._sink.cache_on()

    def handle(self, record: logging.LogRecord) -> None:
        self._sink.on_log(record)
        if self._sink.user_logs() and self._original.isEnabledFor(record.levelno):
            self._original.handle(record)


class Installation:
    """JAX's hooks, flags, loggers and listeners, installed once for every capture."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._users = 0
        self._undo: list[Any] = []
        self._wanted: dict[str, Any] = {}
        self.subscribers: tuple[Subscriber, ...] = ()
        #: what the probe has proven in this process: "call", and "compile".
        self._proven: set[str] = set()
        #: memory analyses not read yet (weak: a report dropped lets its executables go).
        self._unread_memory: collections.deque = collections.deque()

    # -- reference counting -----------------------------------------------------
    def acquire(self, capture: Subscriber) -> None:
        with self._lock:
            if self._users == 0:
                try:
                    self._install()
                except BaseException:
                    self._restore()
                    raise
            need = {"call"} if capture.trace_only else {"call", "compile"}
            if not need <= self._proven:
                try:
                    self._probe(capture.detached(), compile="compile" in need)
                except BaseException:
                    if self._users == 0:
                        self._restore()
                    raise
            self._users += 1
            self.subscribers = (*self.subscribers, capture)

    def release(self, capture: Subscriber) -> None:
        with self._lock:
            if capture not in self.subscribers:
                return
            self.subscribers = tuple(c for c in self.subscribers if c is not capture)
            self._users -= 1
            if self._users == 0:
                self._restore()

    @property
    def active(self) -> bool:
        return self._users > 0

    # -- dispatch -----------------------------------------------------------------
    def on_call(self, fun, jit_info, args, kwargs, frame):
        stop.checkpoint()  # a stop requested by a signal takes effect here, in our frame
        subscribers = self.subscribers
        if len(subscribers) == 1:  # the usual case, once per equation traced: no loop
            cap = subscribers[0]
            if cap.stop_traces_at is not None:
                cap.stop_if_tracing(frame)  # before any record: nothing to undo
            return ((cap, cap.on_call(fun, jit_info, args, kwargs, frame)),)
        for cap in subscribers:
            if cap.stop_traces_at is not None:
                cap.stop_if_tracing(frame)
        return [(cap, cap.on_call(fun, jit_info, args, kwargs, frame))
                for cap in subscribers]

    def on_return(self, tokens) -> None:
        for cap, rec in tokens or ():
            cap.on_return(rec)

    def on_fail(self, tokens) -> None:
        for cap, token in tokens or ():
            cap.on_fail(token)

    def on_compile_enter(self, name, jaxpr, frame):
        label: list[str | None] = []  # computed once, only for a user function

        def label_of() -> str | None:
            if not label:
                label.append(compat.transform_label(frame))
            return label[0]

        return [(cap, cap.on_compile_enter(name, jaxpr, label_of))
                for cap in self.subscribers]

    def on_compile_exit(self, tokens, failed: bool = False) -> None:
        done = [(cap, cap.on_compile_exit()) for cap, _ in tokens or ()]
        # Every capture is done with the call; a guard's check may raise into it.
        for cap, owner in done:
            if cap.after_call is not None and owner is not None and not failed:
                cap.after_call(owner)

    def on_duration(self, event: str, duration: float, **kwargs: Any) -> None:
        for cap in self.subscribers:
            cap.on_duration(event, duration)

    def on_event(self, event: str, **kwargs: Any) -> None:
        for cap in self.subscribers:
            cap.on_event(event)

    def user_logs(self) -> bool:
        """Whether the user asked JAX for these logs (then JAX's records reach their
        loggers as without jaxcheck)."""
        return any(self._wanted.values())

    def cache_on(self) -> bool:
        try:
            return compat.persistent_cache() is not None
        except Exception:
            return False

    def on_log(self, record: logging.LogRecord) -> None:
        if not self.subscribers:
            return
        if isinstance(record.msg, str) and record.msg.startswith(_UNREAD):
            return  # not formatted: "Compiling %s with global shapes and types %s" is long
        try:
            message = record.getMessage()
        except Exception:
            return
        if compat.is_cache_miss(message):
            for cap in self.subscribers:
                cap.on_explanation(message)
            return
        line = compat.cache_line(message)
        if line is not None:
            for cap in self.subscribers:
                cap.on_cache_line(*line)

    # -- install / restore ----------------------------------------------------------
    def _install(self) -> None:
        # Flags first so that nothing below runs with them half set.
        # What the user wants of the flags: their values now, and whatever the program
        # sets while the capture runs (kept on for jaxcheck, restored to the wish).
        self._wanted = {name: compat.read_flag(name) for name in FLAGS}

        def restore_flags() -> None:
            for name, value in self._wanted.items():
                jax.config.update(name, value)

        def wish(name: str, value: Any) -> None:
            self._wanted[name] = value

        self._undo.append(restore_flags)
        for name in FLAGS:
            jax.config.update(name, True)
        self._undo.append(compat.intercept_config_update(FLAGS, wish))

        for module, attr, original in compat.jax_module_loggers():
            setattr(module, attr, CaptureLogger(original, self))
            self._undo.append(lambda m=module, a=attr, o=original: setattr(m, a, o))

        self._undo.append(compat.exclude_from_source_info(JAXCHECK_DIR))
        self._undo.append(compat.exclude_from_tracebacks(JAXCHECK_DIR))
        self._undo.append(compat.register_duration_listener(self.on_duration))
        self._undo.append(compat.register_event_listener(self.on_event))
        self._undo.append(compat.install_hooks(self.on_call, self.on_return, self.on_fail,
                                               self.on_compile_enter, self.on_compile_exit))
        self._undo.append(compat.hook_executables(self.on_executable))
        self._undo.append(compat.hook_jit_creation(provenance.on_make))
        self._undo.append(compat.hook_own_cache_clears())

    def on_executable(self, executable: Any) -> None:
        # Only a user function's compile: JAX's own eager ops are no event, and nobody
        # shows their memory. Read (XLA's analysis: about 25 ms for 10,000 equations)
        # when a view first asks (the JSON and HTML reports), once for every capture;
        # the executable is held until then, at most UNREAD_MEMORY of them.
        wanting = [cap for cap in self.subscribers if cap.compiling_user_unit() is not None]
        if not wanting:
            return
        stats = Later(lambda: compat.memory_stats(executable))
        self._unread_memory.append(weakref.ref(stats))
        while len(self._unread_memory) > UNREAD_MEMORY:
            oldest = self._unread_memory.popleft()()
            if oldest is not None:  # still wanted by some report: read it now
                oldest()
        for cap in wanting:
            cap.on_executable(stats)

    def _restore(self) -> None:
        while self._undo:
            undo = self._undo.pop()
            with contextlib.suppress(Exception):
                undo()

    def _probe(self, probe: Subscriber, compile: bool) -> None:
        """Prove that a fresh jitted call is seen (with its compile), or refuse to run:
        ``probe``, a capture attached to nothing, is the only one to see the probe's call.

        Trace mode never compiles, so its probe only traces.
        """
        saved, self.subscribers = self.subscribers, (probe,)
        try:
            outcome = compat.probe(compile)
        finally:
            self.subscribers = saved
        seen = [r for r in probe.records if r.jax_name == compat.PROBE_NAME]
        if outcome is not None:
            # the environment first: a backend the machine lacks is no fault of this JAX
            environment = compat.backend_problem()
            if environment is not None:
                from ..util.hostenv import EnvironmentProblem

                raise EnvironmentProblem(environment)
            problem = outcome
        elif not seen:
            problem = f"no jitted call reached {compat.HOOKED}"
        elif compile and not any(r.compiled for r in seen):  # a disk cache hit counts
            problem = "the probe's XLA compile was not seen (jax.monitoring events moved?)"
        else:
            self._proven |= {"call", "compile"} if compile else {"call"}
            return
        raise compat.UnsupportedJax(
            f"jax {jax.__version__} is not supported by this jaxcheck: {problem}; "
            "upgrade jaxcheck, or pin a JAX release it supports")


#: the one installation of the process: every capture subscribes to it.
INSTALLATION = Installation()


def hooks_active() -> bool:
    """Whether any capture is active (JAX patched) in this process."""
    return INSTALLATION.active
