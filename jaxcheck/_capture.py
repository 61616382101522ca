"""Observe every jitted call that reaches JAX's Python path, and what it cost.

While a :class:`Capture` is active:

* every call of a jitted function that misses JAX's C++ fast path passes through
  a hook on ``_infer_params``; jaxcheck records the function, the call site and
  the call's abstract signature (see ``_signature``);
* ``jax.monitoring`` duration events (trace, lower, XLA compile) and persistent
  cache hits are charged to the call they belong to;
* JAX's log records (cache-miss explanations, "Compiling ...") go to a private
  logger that the user's logging configuration cannot silence;
* ``jax_explain_cache_misses`` and ``jax_log_compiles`` are on.

Everything is restored on exit, in reverse order, even when the target raises.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import sys
import threading
import weakref
from dataclasses import dataclass, field
from typing import Any

import jax

from . import _explain, _frameworks
from . import _jaxcompat as compat
from . import _signature as sigmod

_JAXCHECK_DIR = os.path.dirname(os.path.abspath(__file__))
_FLAGS = ("jax_explain_cache_misses", "jax_log_compiles")


@dataclass
class CallRecord:
    """One call of a jitted function that reached JAX's Python path.

    The function itself is not kept alive (only its identity, name and source
    location): whether an earlier function object from the same line is still
    alive is what tells a redefinition from a second, distinct function.
    """

    fun_id: int
    name: str
    location: tuple[str, int] | None
    depth: int
    internal: bool
    #: serials of other function objects from the same source location alive at this call.
    live_peers: frozenset[int] = frozenset()
    call_site: str | None = None
    signature: sigmod.Signature | None = None
    signature_error: str | None = None
    explanations: list[str] = field(default_factory=list)
    trace_seconds: float = 0.0
    lower_seconds: float = 0.0
    compile_seconds: float = 0.0
    xla_compiles: int = 0
    cache_hits: int = 0
    traced: bool = False
    #: called while another user function was being traced (a nested jitted call).
    nested: bool = False
    #: JAX raised while tracing the call (e.g. a shape mismatch): nothing was cached.
    failed: bool = False

    @property
    def compiled(self) -> bool:
        return self.xla_compiles > 0 or self.cache_hits > 0

    @property
    def trace_missed(self) -> bool:
        """Traced anew (not served from JAX's tracing cache): trace mode's "compile"."""
        return (self.traced or bool(self.explanations)) and not self.failed

    @property
    def seconds(self) -> float:
        return self.trace_seconds + self.lower_seconds + self.compile_seconds


def _read_flag(name: str) -> Any:
    try:
        return getattr(jax.config, name)
    except AttributeError:
        return jax.config._read(name)


def relpath(filename: str) -> str:
    try:
        rel = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if rel.startswith("..") else rel


def user_call_site(start) -> str | None:
    """The first frame outside JAX: where the user called the function.

    None when that frame is jaxcheck's own (a function target called by the runner).
    """
    frame = start
    skip = (compat.JAX_DIR + os.sep, "<frozen", *_frameworks.wrapper_dirs())
    while frame is not None:
        filename = frame.f_code.co_filename
        if filename == __file__:
            frame = frame.f_back
            continue
        if filename.startswith(_JAXCHECK_DIR + os.sep):
            return None
        if not (filename.startswith(skip) or "/jaxlib/" in filename):
            return f"{relpath(filename)}:{frame.f_lineno}"
        frame = frame.f_back
    return None


class _CaptureLogger(logging.Logger):
    """Stands in for a JAX module logger; unreachable from logging.getLogger()."""

    def __init__(self, original: logging.Logger, sink: Capture, forward: bool) -> None:
        super().__init__(original.name, logging.WARNING)
        self.propagate = False
        self._original = original
        self._sink = sink
        self._forward = forward

    def isEnabledFor(self, level: int) -> bool:
        # Not through the logging manager: `logging.disable()` must not hide JAX's
        # records from jaxcheck any more than a level on the "jax" logger can.
        return level >= self.level

    def handle(self, record: logging.LogRecord) -> None:
        self._sink._on_log(record)
        if self._forward and self._original.isEnabledFor(record.levelno):
            self._original.handle(record)


class Capture:
    """Context manager recording :class:`CallRecord` s; see the module docstring."""

    def __init__(self) -> None:
        self.records: list[CallRecord] = []
        self.log_lines: list[str] = []
        self.identities = sigmod.Identities()
        self._by_location: dict[tuple, dict[int, tuple[Any, int]]] = {}
        self._serials = itertools.count(1)
        self._local = threading.local()
        self._undo: list[Any] = []
        self._active = False

    # -- per-thread call stack ------------------------------------------------
    def _state(self):
        st = self._local
        if not hasattr(st, "stack"):
            st.stack = []
            st.last = {}
            st.compiling = []
        return st

    def _owner_of_finished(self) -> CallRecord | None:
        """The call being lowered and compiled: owns lower/compile events.

        Inside ``_pjit_call_impl_python`` it is the call that entered it (JAX's
        own jitted helpers traced while lowering, e.g. for scan or random, do not
        take it over); elsewhere (AOT ``.lower().compile()``) the call whose trace
        just finished at this depth.
        """
        st = self._state()
        if st.compiling:
            return st.compiling[-1]
        return st.last.get(len(st.stack))

    def _owner_of_finished_trace(self) -> CallRecord | None:
        st = self._state()
        return st.last.get(len(st.stack) + len(st.compiling))

    def _innermost(self) -> CallRecord | None:
        st = self._state()
        return st.stack[-1] if st.stack else st.last.get(0)

    # -- hooks ------------------------------------------------------------------
    def _identify(self, fun: Any, key: tuple) -> tuple[int, frozenset[int]]:
        """A serial number for ``fun`` (ids are reused once an object dies) and the
        serials of the other function objects from the same location still alive."""
        refs = self._by_location.setdefault(key, {})
        entry = refs.get(id(fun))
        if entry is None or entry[0]() is not fun:
            try:
                ref = weakref.ref(fun)
            except TypeError:  # not weak-referenceable: keep it, it counts as alive
                ref = lambda fun=fun: fun  # noqa: E731
            entry = refs[id(fun)] = (ref, next(self._serials))
        alive = frozenset(serial for ref, serial in refs.values()
                          if serial != entry[1] and ref() is not None)
        return entry[1], alive

    def _on_call(self, fun, jit_info, args, kwargs) -> CallRecord | None:
        st = self._state()
        try:
            internal = sigmod.is_internal(fun)
            user = None if internal else _frameworks.user_call(fun, sys._getframe(1))
            shown = user.fun if user is not None else fun  # named and located as the user's
            location = sigmod.fun_location(shown)
            name = sigmod.fun_name(shown)
            rec = CallRecord(fun_id=0, name=name, location=location,
                             depth=len(st.stack) + len(st.compiling), internal=internal,
                             nested=any(r is not None and not r.internal for r in st.stack))
            if not internal:
                # identity from the jitted object itself: stable across calls even
                # when a wrapper rebuilds the user's callable each time
                rec.fun_id, rec.live_peers = self._identify(fun, (location, name))
                rec.call_site = user_call_site(sys._getframe(1))
                try:
                    if user is None:
                        rec.signature = sigmod.build(fun, compat.jit_statics(jit_info), args,
                                                     kwargs, self.identities)
                    else:
                        rec.signature = sigmod.build(user.fun, ((), ()), user.args,
                                                     user.kwargs, self.identities,
                                                     user.static_leaf)
                except Exception as e:  # never break the user's call
                    rec.signature_error = f"{type(e).__name__}: {e}"
            self.records.append(rec)
        except Exception:
            rec = None
        st.stack.append(rec)
        return rec

    def _on_return(self, rec: CallRecord | None) -> None:
        st = self._state()
        if st.stack:
            st.stack.pop()
        st.last[len(st.stack) + len(st.compiling)] = rec

    def _on_duration(self, event: str, duration: float, **kwargs: Any) -> None:
        if event == compat.TRACE_EVENT:
            rec = self._innermost()
            if rec is not None:
                rec.trace_seconds += duration
                rec.traced = True
        elif event == compat.LOWER_EVENT:
            rec = self._owner_of_finished()
            if rec is not None:
                rec.lower_seconds += duration
        elif event == compat.COMPILE_EVENT:
            rec = self._owner_of_finished()
            if rec is not None:
                rec.compile_seconds += duration
                rec.xla_compiles += 1

    def _on_event(self, event: str, **kwargs: Any) -> None:
        if event == compat.CACHE_HIT_EVENT:
            rec = self._owner_of_finished()
            if rec is not None:
                rec.cache_hits += 1

    def _on_log(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:
            return
        self.log_lines.append(message)
        if _explain.is_cache_miss(message):
            rec = self._innermost()
            if rec is not None:
                rec.explanations.append(message)

    # -- install / restore ----------------------------------------------------
    def __enter__(self) -> Capture:
        if self._active:
            raise RuntimeError("a Capture cannot be entered twice")
        self._active = True
        try:
            self._install()
        except BaseException:
            self._restore()
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        self._restore()

    def _install(self) -> None:
        # Flags first so that nothing below runs with them half set.
        saved = {name: _read_flag(name) for name in _FLAGS}
        user_logs = any(saved.values())

        def restore_flags() -> None:
            for name, value in saved.items():
                jax.config.update(name, value)

        self._undo.append(restore_flags)
        for name in _FLAGS:
            jax.config.update(name, True)

        for module, attr, original in compat.jax_module_loggers():
            setattr(module, attr, _CaptureLogger(original, self, forward=user_logs))
            self._undo.append(lambda m=module, a=attr, o=original: setattr(m, a, o))

        self._undo.append(compat.exclude_from_source_info(_JAXCHECK_DIR))
        self._undo.append(compat.register_duration_listener(self._on_duration))
        self._undo.append(compat.register_event_listener(self._on_event))

        pjit = compat.pjit_module()
        original = pjit._infer_params
        capture = self

        def _infer_params(fun, ji, args, kwargs):
            rec = capture._on_call(fun, ji, args, kwargs)
            try:
                return original(fun, ji, args, kwargs)
            except BaseException:
                if rec is not None:
                    rec.failed = True
                raise
            finally:
                capture._on_return(rec)

        _infer_params.__wrapped_by_jaxcheck__ = original
        pjit._infer_params = _infer_params
        self._undo.append(lambda: setattr(pjit, "_infer_params", original))

        impl = getattr(pjit, "_pjit_call_impl_python", None)
        if impl is not None:
            def _pjit_call_impl_python(*args, **kwargs):
                st = capture._state()
                st.compiling.append(capture._owner_of_finished_trace())
                try:
                    return impl(*args, **kwargs)
                finally:
                    st.compiling.pop()

            pjit._pjit_call_impl_python = _pjit_call_impl_python
            self._undo.append(lambda: setattr(pjit, "_pjit_call_impl_python", impl))

    def _restore(self) -> None:
        while self._undo:
            undo = self._undo.pop()
            with contextlib.suppress(Exception):
                undo()
        self._active = False

    # -- results ----------------------------------------------------------------
    def compiled_user_calls(self) -> list[CallRecord]:
        return [r for r in self.records if r.compiled and not r.internal]

    def internal_compiles(self) -> int:
        return sum(1 for r in self.records if r.compiled and r.internal)
