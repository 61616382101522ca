"""Observe every jitted call that reaches JAX's Python path, and what it cost.

While a :class:`Capture` is active (it subscribes to the process's one
``installation.INSTALLATION`` of JAX's hooks):

* every call of a jitted function that misses JAX's C++ fast path is a
  :class:`~.records.CallRecord`: the function (``classify``: the user's, behind any
  helper or wrapper), where it was made and called from (``provenance``), and the
  call's abstract signature (see ``signature``);
* every XLA executable compiled (lowering and compile events, persistent-cache hits)
  is a :class:`~.records.CompileUnit` of the call it belongs to, labelled with the
  transformation it was compiled for (``grad (backward)``): see ``compiles``;
* JAX's cache-miss explanations and persistent-cache log lines go to the call they
  speak of.

Nothing here may break the user's call: a failure of jaxcheck's own is kept on the
record it concerns, and the call still counts.
"""

from __future__ import annotations

import collections
import contextlib
import threading
import time
from typing import Any

from .. import jaxcompat as compat
from ..model.report import Later
from . import classify, compiles, provenance
from .classify import JitCall
from .describe import Describer
from .firstcalls import FirstCalls
from .installation import INSTALLATION, Installation
from .provenance import JAX_OWN
from .records import (
    DEPTH,
    KNOWN,
    RECORD,
    CallRecord,
    CompileUnit,
    Pending,
    ThreadCalls,
    error_text,
    record_of,
    served_from_disk,
)

#: calls kept per function name for :func:`compiles.named_owner`.
_PER_NAME = 32
#: how far above a jitted call the traced function's own frame is looked for.
_BODY_FRAMES = 64


class TraceStopped(BaseException):
    """Raised into JAX's trace of a function by :meth:`Capture.stop_traces_of`.

    A ``BaseException``: the user's ``except Exception`` inside the traced function
    does not swallow it, and the runner catches it around the call."""


class Capture:
    """Context manager recording :class:`CallRecord` s; see the module docstring.

    ``installation``: the hooks it subscribes to; None for a capture attached to
    nothing (the start-up probe's, which sees only the probe's call).
    """

    def __init__(self, trace_only: bool = False,
                 installation: Installation | None = INSTALLATION, probe: bool = False) -> None:
        #: trace mode: nothing will be compiled, so the start-up probe only traces.
        self.trace_only = trace_only
        self.records: list[CallRecord] = []
        #: records dropped from the front of ``records`` by :meth:`forget`.
        self.dropped = 0
        #: records whose executables changed after they were recorded (compiled,
        #: timed, cached): what an ``analysis.analyze.Analysis`` must look at again.
        self.dirty: list[CallRecord] = []
        #: how many times a user function's record changed: a cheap "anything new?".
        self.touched = 0
        self._installation = installation
        self._describer = Describer()
        #: ``probe``: the first call of each of the user's jitted functions, abstract
        #: (``firstcalls.py``), for ``--probe``; None when off.
        self.first_calls: FirstCalls | None = FirstCalls() if probe else None
        #: JAX's name of a function -> its latest calls, newest last: who owns a compile
        #: JAX names (see :func:`compiles.named_owner`), however many calls came between.
        self._by_name: dict[str, collections.deque] = {}
        #: per function: the options of its last compile.
        self._options_at: dict[tuple, tuple] = {}
        self._local = threading.local()
        self._active = False
        self._t0 = time.perf_counter()
        #: called with the record of each outermost call that reached JAX's Python path,
        #: once it has been lowered, compiled and run: ``jaxcheck.guard``'s check.
        self.after_call: Any = None
        #: see :meth:`stop_traces_of`.
        self.stop_traces_at: tuple[str, int] | None = None

    def detached(self) -> Capture:
        """A capture like this one attached to no installation: the start-up probe
        records into it, apart from every other capture's records."""
        return Capture(self.trace_only, installation=None)

    @contextlib.contextmanager
    def stop_traces_of(self, location: tuple[str, int] | None):
        """While active, a trace JAX begins of the function defined at ``location``
        (called outermost) stops at once with :class:`TraceStopped`, its record marked
        ``stopped``: a fresh trace (trace mode's event), whose cost is spent for nothing
        more. Trace mode's variations use it: whether a change retraces the step is
        decided by JAX before its trace starts (a miss in its tracing cache), so the
        answer is the same, without tracing a whole model again for each variation."""
        self.stop_traces_at = location
        try:
            yield
        finally:
            self.stop_traces_at = None

    def stop_if_tracing(self, frame) -> None:
        """A jitted call is made while the function at ``stop_traces_at`` is the
        innermost call on the stack: if that function's own body is running (its code
        among the frames above the call), JAX is tracing it, which it does only when
        its tracing cache missed. Mark the record and stop the trace."""
        st = self._state()
        rec = record_of(st.stack[-1]) if st.stack else None  # a pending call: JAX's own
        if rec is None or rec.internal or rec.nested or st.compiling or \
                rec.location != self.stop_traces_at:
            return
        filename, line = rec.location
        f, hops = frame, 0
        while f is not None and hops < _BODY_FRAMES:
            code = f.f_code
            if code.co_firstlineno == line and code.co_filename == filename:
                break
            f, hops = f.f_back, hops + 1
        else:
            return
        rec.traced = rec.stopped = True
        self._touch(rec)
        raise TraceStopped(rec.name)

    # -- per-thread call stack ------------------------------------------------
    def _state(self) -> ThreadCalls:
        try:
            return self._local.calls
        except AttributeError:
            calls = self._local.calls = ThreadCalls()
            return calls

    def _now(self) -> float:
        return time.perf_counter() - self._t0

    def _owner_of_finished(self) -> CallRecord | None:
        """The call being lowered and compiled: owns lower/compile events.

        Inside ``_pjit_call_impl_python`` it is the call that entered it (JAX's
        own jitted helpers traced while lowering, e.g. for scan or random, do not
        take it over); elsewhere (AOT ``.lower().compile()``) the call whose trace
        just finished at this depth.
        """
        st = self._state()
        if st.compiling:
            return st.compiling[-1][0]
        return record_of(st.last.get(len(st.stack)))

    def _last(self, st: ThreadCalls, depth: int) -> CallRecord | None:
        """The call that last finished its trace at ``depth``, given a record if it
        had none (a compile or a cache line is about to be charged to it)."""
        entry = st.last.get(depth)
        if type(entry) is Pending:
            entry = st.last[depth] = self._materialize(st, entry)
        return entry

    def _materialize(self, st: ThreadCalls, pending: Pending) -> CallRecord:
        """The record of a pending call of JAX's own (see ``records.Pending``), made
        now, after those of the pending calls that enclose it: records keep the calls'
        order."""
        if pending[RECORD] is None:
            for entry in st.stack:
                if entry is pending:
                    break
                if type(entry) is Pending and entry[RECORD] is None and \
                        entry[DEPTH] < pending[DEPTH]:
                    self._materialize(st, entry)
            _, jax_name, location, name = pending[KNOWN]
            # `started`: when the record is made (nothing reads it of JAX's own calls)
            rec = pending[RECORD] = CallRecord(
                fun_id=0, name=name, location=location, depth=pending[DEPTH],
                internal=True, nested=True, jax_name=jax_name, started=self._now())
            self._append(rec)
        return pending[RECORD]

    def _append(self, rec: CallRecord) -> None:
        self.records.append(rec)
        if rec.jax_name:
            self._by_name.setdefault(
                rec.jax_name, collections.deque(maxlen=_PER_NAME)).append(rec)

    def _innermost(self) -> CallRecord | None:
        """The call being traced (its trace time and JAX's explanation go to it); None
        for a pending call of JAX's own, which keeps neither."""
        st = self._state()
        return record_of(st.stack[-1] if st.stack else st.last.get(0))

    # -- a jitted call ----------------------------------------------------------------
    def on_call(self, fun, jit_info, args, kwargs, frame) -> CallRecord | Pending:
        """A jitted call reached JAX's Python path: its record, on this thread's stack
        until :meth:`on_return`. Never raises (but :meth:`stop_if_tracing`, called
        before it, may): a failure of jaxcheck's own is kept on the record
        (``unclassified``), and the call still counts."""
        st = self._state()
        known = JAX_OWN.get(id(fun))
        if known is not None and known[0]() is not fun:
            known = None  # an id reused by another object
        if known is not None and st.users:
            # One of JAX's own staged into a user function's program (one call per
            # equation traced): no record unless something needs one (``Pending``).
            pending = [known, st.depth, None]
            st.stack.append(pending)
            return pending
        call = JitCall(fun, jit_info, args, kwargs, frame)
        try:
            if known is not None:
                classify.known_own(call, known)
            else:
                classify.classify(call, nested=st.users > 0)
        except Exception as e:  # never the user's to see; the call still counts
            classify.unclassified(call, e)
        owner = self._compiles_for(call, remember=known is None)
        for entry in st.stack:  # the calls this one is inside are recorded first
            if type(entry) is Pending and entry[RECORD] is None:
                self._materialize(st, entry)
        rec = CallRecord(fun_id=0, name=call.name, location=call.location, depth=st.depth,
                         internal=call.internal and call.helper is None,
                         nested=st.users > 0, jax_name=call.jax_name, started=self._now(),
                         compiles_for=owner, unclassified=call.error)
        if not rec.internal:
            self._describer.describe(rec, call)
            if self.first_calls is not None:
                try:
                    self.first_calls.note(rec, call)
                except Exception as e:  # never the user's call's, nor the program's report
                    self.first_calls.failed(rec, error_text(e))
        self._append(rec)
        st.stack.append(rec)
        if not rec.internal and not rec.wraps_jit:
            st.users += 1
        return rec

    def _compiles_for(self, call: JitCall, remember: bool) -> CallRecord | None:
        """The earlier user call whose program ``call`` compiles, if it does (see
        ``classify.JitCall.compiles_for``). Else a function of JAX's own, if
        ``remember``, is remembered as such: its next call is known by a lookup."""
        owner = None
        try:
            if call.compiles_for is not None:
                owner = self._owner_for(*call.compiles_for)
            if remember and call.own and owner is None:
                provenance.remember_own(call.fun, call.jax_name, call.location, call.name)
        except Exception as e:  # not known whose compile it is: counted as the user's
            classify.unclassified(call, e)
            owner = None
        return owner

    def _owner_for(self, kind: str, key: Any) -> CallRecord | None:
        """The record ``classify`` asked for: of ``kind``, found by ``key``."""
        depth = self._state().depth
        if kind == classify.LOOP_BACKWARD:
            return compiles.loop_owner(self._by_name.get(key, ()), depth)
        if kind == classify.PMAP_TRANSPOSE:
            return compiles.pmap_owner(self.records, key)
        owner = compiles.named_owner(self._by_name.get(key[0], ()), key[1], depth)
        if owner is None or owner.internal:
            return None
        owner.every_call = "shard_map"  # an eager shard_map compiles it on every call
        return owner

    def on_return(self, rec: CallRecord | Pending | None) -> None:
        """JAX finished the call's trace (or served it from its tracing cache)."""
        st = self._state()
        if st.stack:
            top = st.stack.pop()
            if type(top) is CallRecord and not top.internal and not top.wraps_jit:
                st.users -= 1
        if type(rec) is Pending and rec[RECORD] is not None:
            rec = rec[RECORD]
        st.last[st.depth] = rec

    def on_fail(self, token: CallRecord | Pending | None) -> None:
        """JAX raised while tracing the call (a shape mismatch): nothing was cached."""
        rec = record_of(token)  # a pending call of JAX's own that failed: nothing to mark
        if rec is not None and not rec.stopped:
            rec.failed = True
            self._touch(rec)

    # -- a compile --------------------------------------------------------------------
    def on_compile_enter(self, name, jaxpr, label_of) -> None:
        """JAX is about to lower and compile (or fetch from its caches) a program: a new
        unit of the call that owns it (``label_of()``: its transformation)."""
        st = self._state()
        owner = self._owner_of_finished_trace()
        if owner is not None and owner.compiles_for is not None:
            owner = owner.compiles_for
        elif name and (owner is None or owner.jax_name != name):
            owner = compiles.named_owner(self._by_name.get(name, ()), jaxpr,
                                         st.depth) or owner
        unit = None
        if owner is not None:
            unit = CompileUnit(started=self._now(), program=None if owner.internal else jaxpr)
            if not owner.internal:
                unit.transform, unit.arity = label_of(), compat.program_arity(jaxpr)
                unit.label = compiles.program_label(owner.units, unit)
                earlier = [u for u in owner.units if u.label == unit.label and u.compiled]
                if earlier:  # compiled again with no new call: a record of its own
                    owner = compiles.compiled_again(owner, earlier[-1], jaxpr, self._now())
                    self._append(owner)
            owner.units.append(unit)
            self._touch(owner)
        st.compiling.append((owner, unit))

    def _owner_of_finished_trace(self) -> CallRecord | None:
        st = self._state()
        return self._last(st, st.depth)

    def on_compile_exit(self) -> CallRecord | None:
        """The call just compiled and run, when it is an outermost one."""
        st = self._state()
        if st.compiling:
            owner, unit = st.compiling.pop()
            if unit is not None and not unit.compiled:
                unit.program = None  # served from JAX's caches: nothing to compare
            if not st.compiling and not st.stack:
                return owner
        return None

    def _unit(self, *, fresh: bool, backend: bool = False) -> CompileUnit | None:
        """The compile unit that lowering/compile events go to now.

        ``backend``: a backend-compile event, which JAX also records around a
        persistent-cache hit (after the hit): it belongs to that executable.
        """
        st = self._state()
        if st.compiling:
            owner, unit = st.compiling[-1]
            if owner is None:
                return None
            if unit is None or (unit.compiled and not fresh
                                and not (backend and served_from_disk(unit))):
                # a second executable inside one compile call: count it apart
                unit = CompileUnit(label=unit.label if unit else None, started=self._now(),
                                   transform=unit.transform if unit else None,
                                   arity=unit.arity if unit else None)
                owner.units.append(unit)
                st.compiling[-1] = (owner, unit)
            self._touch(owner)
            return unit
        owner = self._last(st, len(st.stack))
        if owner is None:
            return None
        if fresh or not owner.units or (owner.units[-1].compiled and not (
                backend and served_from_disk(owner.units[-1]))):
            owner.units.append(CompileUnit(started=self._now()))
        self._touch(owner)
        return owner.units[-1]

    def _current_unit(self) -> CompileUnit | None:
        """The unit being compiled now, without starting a new one."""
        st = self._state()
        owner = st.compiling[-1][0] if st.compiling else self._last(st, len(st.stack))
        if owner is None:
            return None
        self._touch(owner)
        if st.compiling:
            return st.compiling[-1][1]
        return owner.units[-1] if owner.units else None

    def compiling_user_unit(self) -> CompileUnit | None:
        """The unit being compiled now, when it is a user function's."""
        st = self._state()
        if st.compiling:
            owner, unit = st.compiling[-1]
            if owner is not None and not owner.internal:
                return unit
        return None

    def _compiled_with(self, rec: CallRecord | None) -> None:
        """At a compile of ``rec``: its options (AOT ones read now), and whether they
        changed since the function's previous compile."""
        if rec is None or rec.internal:
            return
        rec.compiler_options = tuple(sorted({*rec.compiler_options,
                                             *compat.aot_compiler_options()}))
        key = (rec.location, rec.name)
        before = self._options_at.get(key)
        self._options_at[key] = rec.compiler_options
        if before is not None and before != rec.compiler_options:
            rec.options_changed = (before, rec.compiler_options)

    # -- what JAX reports meanwhile ---------------------------------------------------
    def on_duration(self, event: str, duration: float) -> None:
        if event == compat.TRACE_EVENT:
            rec = self._innermost()
            if rec is not None:
                rec.trace_seconds += duration
                rec.traced = True
                self._touch(rec)
        elif event == compat.LOWER_EVENT:
            unit = self._unit(fresh=False)
            if unit is not None:
                unit.lower_seconds += duration
        elif event == compat.COMPILE_EVENT:
            unit = self._unit(fresh=False, backend=True)
            with contextlib.suppress(Exception):
                self._compiled_with(self._owner_of_finished())
            if unit is not None:
                unit.compile_seconds += duration
                if not served_from_disk(unit):  # a cache hit is no XLA compile
                    unit.xla_compiles += 1
        elif event == compat.CACHE_SAVED_EVENT:
            unit = self._current_unit()
            if unit is not None:
                unit.cache["saved_seconds"] = unit.cache.get("saved_seconds", 0.0) + duration

    def on_executable(self, stats: Later) -> None:
        unit = self.compiling_user_unit()
        if unit is not None:
            unit.memory = stats

    def on_cache_line(self, kind: str, fields: dict) -> None:
        # The key is computed before the compile, the entry written after it: all
        # of it belongs to the unit being compiled (a new one if none is open).
        unit = self._current_unit() if kind in ("written", "not_written") else \
            self._unit(fresh=False)
        if unit is None:
            return
        cache = unit.cache
        if kind == "ingredient":
            cache.setdefault("ingredients", {})[fields["name"]] = fields["hash"]
        elif kind == "xla_flag":
            cache.setdefault("xla_flags", []).append(fields["flag"])
        elif kind in ("hit", "miss", "written"):
            cache["key"] = fields["key"]
            if kind != "miss" or "status" not in cache:
                cache["status"] = kind
        elif kind == "not_written":
            cache["status"], cache["reason"] = "not_written", fields["reason"]

    def on_event(self, event: str) -> None:
        if event == compat.CACHE_HIT_EVENT:
            unit = self._unit(fresh=False)
            if unit is not None:
                unit.cache_hits += 1

    def on_explanation(self, message: str) -> None:
        rec = self._innermost()
        if rec is not None and len(rec.explanations) < 8:  # bounded: one per miss
            rec.explanations.append(message)
            self._touch(rec)

    # -- install / restore ----------------------------------------------------
    def __enter__(self) -> Capture:
        if self._active:
            raise RuntimeError("a Capture cannot be entered twice")
        self._t0 = time.perf_counter()
        if self._installation is not None:
            self._installation.acquire(self)
        self._active = True
        return self

    def __exit__(self, *exc: Any) -> None:
        self._active = False
        if self._installation is not None:
            self._installation.release(self)

    # -- results ----------------------------------------------------------------
    def internal_compiles(self) -> int:
        return sum(len(r.compiled_units) for r in self.records if r.internal)

    def _touch(self, rec: CallRecord) -> None:
        self.dirty.append(rec)
        if not rec.internal:
            self.touched += 1

    @property
    def started_at(self) -> float:
        """``time.perf_counter()`` when the capture started: event times count from it."""
        return self._t0

    def forget(self, keep: int) -> list[CallRecord]:
        """Drop all but the last ``keep`` records (a long-running guard); the dropped."""
        n = max(0, len(self.records) - keep)
        dropped = self.records[:n]
        del self.records[:n]
        self.dropped += n
        return dropped
