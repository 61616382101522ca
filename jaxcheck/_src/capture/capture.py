"""Observe every jitted call that reaches JAX's Python path, and what it cost.

While at least one :class:`Capture` is active:

* every call of a jitted function that misses JAX's C++ fast path passes through
  a hook in JAX's jit (see ``_jaxcompat``); jaxcheck records the function, the call site and
  the call's abstract signature (see ``_signature``);
* every XLA executable compiled (``jax.monitoring`` lowering and compile events,
  persistent-cache hits) is a :class:`CompileUnit` of the call it belongs to,
  labelled with the transformation it was compiled for (``grad (backward)``);
* JAX's log records (cache-miss explanations, "Compiling ...") go to a private
  logger that the user's logging configuration cannot silence;
* ``jax_explain_cache_misses`` and ``jax_log_compiles`` are on.

The hooks, flags, loggers and listeners are installed once, shared by every
active capture (nested or overlapping ``watch()`` blocks, threads) with a
reference count, and restored when the last capture exits, in whatever order
the captures exit. The first installation in a process proves itself with a
probe (see ``_jaxcompat.probe``).
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import itertools
import logging
import os
import threading
import time
import weakref
from dataclasses import dataclass, field
from typing import Any

import jax

from .. import jaxcompat as compat
from ..model.report import Later
from ..signature import signature as sigmod
from ..util import stop
from . import callstack, frameworks

#: the jaxcheck package (this file is ``jaxcheck/_src/capture/capture.py``)
_JAXCHECK_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_FLAGS = ("jax_explain_cache_misses", "jax_log_compiles")
#: how JAX's compile-log lines begin that jaxcheck never reads (it times the phases from
#: JAX's monitoring events): left unformatted.
_UNREAD = ("Compiling ", "Finished ")


@dataclass
class CompileUnit:
    """One XLA executable compiled for a call (a call under ``grad`` compiles two)."""

    #: the transformation it was compiled for: "grad (backward)", "vmap", None.
    label: str | None = None
    lower_seconds: float = 0.0
    compile_seconds: float = 0.0
    xla_compiles: int = 0
    cache_hits: int = 0
    #: seconds since the capture started, when its lowering (or compile) began.
    started: float | None = None
    #: what JAX's persistent compilation cache did with it (when the cache is on):
    #: "hit", "miss", "written", "not_written" and its reason, the cache key, the
    #: hash of each ingredient of the key, the XLA flags in it, seconds saved.
    cache: dict[str, Any] = field(default_factory=dict)
    #: the closed jaxpr JAX handed to the compile: kept, never printed here (the
    #: analysis prints it only for a recompile and the compile it is compared with).
    program: Any = field(default=None, repr=False, compare=False)
    #: the executable's memory analysis, bytes: code, arguments, outputs, temp, alias;
    #: a ``Later``, read from the executable when a view first asks.
    memory: Any = None
    #: the transformation read from the stack (``label`` before a program number was
    #: added) and the program's (inputs, outputs): see ``Capture._program_label``.
    transform: str | None = field(default=None, repr=False, compare=False)
    arity: tuple[int, int] | None = field(default=None, repr=False, compare=False)

    @property
    def compiled(self) -> bool:
        return self.xla_compiles > 0 or self.cache_hits > 0


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
    #: what the function object is made of: its recipe and its data
    #: (``_signature.made_of``), read at its first call.
    made_of: tuple | None = None
    made_with: tuple | None = None
    #: the user's frames where its ``jax.jit`` was made (``made_at``): None when made
    #: before any capture was active, or by no code of the user's.
    made_at: tuple | None = None
    #: a library or jit-wrapping framework made the function object (and may keep the
    #: earlier ones alive): see ``_analyze._group_for``.
    made_by_library: bool = False
    call_site: str | None = None
    signature: sigmod.Signature | None = None
    signature_error: str | None = None
    explanations: list[str] = field(default_factory=list)
    trace_seconds: float = 0.0
    units: list[CompileUnit] = field(default_factory=list)
    traced: bool = False
    #: called while another user function was being traced (a nested jitted call).
    nested: bool = False
    #: JAX raised while tracing the call (e.g. a shape mismatch): nothing was cached.
    failed: bool = False
    #: a jit of a function that is itself jitted (``jax.make_jaxpr(f)`` wraps a jitted
    #: ``f`` in a new jit on every call): it owns what is compiled, but its trace is
    #: only the call of the inner function, whose record is therefore not ``nested``;
    #: trace mode's event is the inner function's fresh trace, not the wrapper's.
    wraps_jit: bool = False
    #: the user's call whose program this call of JAX's own compiles: an eager
    #: ``shard_map`` jits each equation of its body apart, a jitted function's call
    #: among them (``_jaxcompat.eager_shard_map_jit``); its compiles are that call's.
    compiles_for: CallRecord | None = None
    #: the JAX API outside jit that compiled this call's program inside a jit of its
    #: own, anew on every call even with nothing changed (``shard_map``).
    every_call: str | None = None
    #: a program compiled again with no new call (see ``Capture._compiled_again``):
    #: (argument path or None, program input number, type before, type after) of each
    #: input that changed.
    retyped: list = field(default_factory=list)
    #: trace mode stopped JAX's trace of this call once it had begun (see
    #: :meth:`Capture.stop_traces_of`): a fresh trace, not a failure.
    stopped: bool = False
    #: the name JAX gives the function in ``jit(NAME)``.
    jax_name: str = ""
    #: the JAX API (``lax.while_loop``) that compiled one of the user's functions
    #: outside jit through JAX's own jitted helper; None for a jitted function.
    via: str | None = None
    #: the JAX transformation (``checkify``) whose wrapper around the user's function
    #: was jitted, when JAX defines the jitted function itself; None otherwise.
    transform: str | None = None
    #: seconds since the capture started, when the call reached JAX.
    started: float = 0.0
    #: where the function JAX traced is defined, when a wrapper (equinox's
    #: ``fun_wrapped``) stands between it and ``location``: JAX's compile names
    #: that one.
    traced_location: tuple[str, int] | None = None
    #: a jitted call made inside a library (numpyro's ``_fori_collect_loop``): where in
    #: the library, and what the user's line passed it; ``call_site`` is that line.
    library: frameworks.LibraryCall | None = None
    #: (name, before, after) of what the user's line passed the library that changed
    #: since the function's previous call from a library (``num_samples``, 10, 12).
    library_changes: list[tuple[str, str, str]] = field(default_factory=list)
    #: ``jax.clear_caches()`` ran since this function's previous call: JAX compiles
    #: it again with nothing changed.
    caches_cleared: bool = False
    #: XLA compiler options it was compiled with (``jax.jit(compiler_options=...)``,
    #: ``.lower().compile(options)``), and those of its previous compile when they
    #: differ: (before, after) as sorted (name, value) pairs.
    compiler_options: tuple = ()
    options_changed: tuple | None = None
    #: the Python stack at the call, raw and innermost first (see ``_callstack``).
    stack: tuple = ()

    @property
    def compiled_units(self) -> list[CompileUnit]:
        return [u for u in self.units if u.compiled]

    @property
    def compiled(self) -> bool:
        return any(u.compiled for u in self.units)

    @property
    def xla_compiles(self) -> int:
        return sum(u.xla_compiles for u in self.units)

    @property
    def cache_hits(self) -> int:
        return sum(u.cache_hits for u in self.units)

    @property
    def lower_seconds(self) -> float:
        return sum(u.lower_seconds for u in self.units)

    @property
    def compile_seconds(self) -> float:
        return sum(u.compile_seconds for u in self.units)

    @property
    def trace_missed(self) -> bool:
        """Traced anew (not served from JAX's tracing cache): trace mode's "compile"."""
        return self.stopped or ((self.traced or bool(self.explanations)) and not self.failed)

    @property
    def seconds(self) -> float:
        return self.trace_seconds + self.lower_seconds + self.compile_seconds


#: id(jit_info) of each jitted object made while a capture was active -> (a weak
#: reference to the object, the user's frames that made it). The object holds its
#: ``jit_info``, so while the reference lives the id is that object's; the entry
#: goes when the object does.
_MADE: dict[int, tuple[Any, tuple]] = {}
#: frames walked for where a jitted object was made.
_MADE_FRAMES = 96


def _on_make(jit_info: Any, jitted: Any, frame: Any) -> None:
    """A jitted object was made: remember the user's frames that made it, each as
    (file, line, bytecode offset), so that two ``jax.jit`` calls on one line differ
    and the same call run again in a loop does not."""
    site = []
    for _ in range(_MADE_FRAMES):
        if frame is None:
            break
        code = frame.f_code
        if compat.frame_owner(code.co_filename) == "user":
            site.append((code.co_filename, frame.f_lineno, frame.f_lasti))
        frame = frame.f_back
    if not site:
        return
    key = id(jit_info)

    def gone(ref: Any, key: int = key) -> None:
        if _MADE.get(key, (None,))[0] is ref:
            _MADE.pop(key, None)

    try:
        _MADE[key] = (weakref.ref(jitted, gone), tuple(site))
    except TypeError:  # not weak-referenceable: where it was made stays unknown
        pass


def made_at(jit_info: Any) -> tuple | None:
    """The user's frames that made the jitted object of ``jit_info``, if known."""
    entry = _MADE.get(id(jit_info))
    return entry[1] if entry is not None and entry[0]() is not None else None


#: id -> (weak reference, JAX's name, location, name) of functions of JAX's own (``jnp``
#: functions are jitted: one call per equation while a program is traced), so that a
#: call of one costs a lookup instead of reading its source location again. Never a
#: helper that may run a user's function (``lax.while_loop``): those are read each time.
_JAX_OWN: dict[int, tuple] = {}
_JAX_OWN_MAX = 4096


def _remember_own(fun: Any, jax_name: str, location: Any, name: str) -> None:
    if len(_JAX_OWN) >= _JAX_OWN_MAX:  # functions JAX makes per call: start afresh
        _JAX_OWN.clear()
    key = id(fun)
    try:
        ref = weakref.ref(fun, lambda _, key=key, table=_JAX_OWN: table.pop(key, None))
    except TypeError:  # not weak-referenceable: not remembered
        return
    _JAX_OWN[key] = (ref, jax_name, location, name)


#: A call of one of JAX's own jitted functions (``_JAX_OWN``) made while a user function
#: is being traced (``jnp.sin`` staged into the user's program: one per equation) is
#: "pending": the list ``[known, depth, record]`` (``_JAX_OWN``'s entry, its depth on the
#: stack, None) stands on the call stack for it, and it gets no :class:`CallRecord`
#: unless something needs one (``Capture._materialize``). A list, because one is made per
#: equation: a class instance costs six times as much.
#:
#: What its record would say is known without one: it is JAX's own (never an event,
#: never the owner of a user's compile) and nested (never a trace-mode event); the
#: trace time and explanation it would keep are read by nothing. A record is made when,
#: and only when, it would change what the analysis sees: an executable compiled for it
#: (an eager op inside the trace, under ``jax.ensure_compile_time_eval``: JAX-internal
#: compiles are counted), or a record made while it is on the stack (a user function
#: that JAX's function calls, as ``jnp.piecewise`` does: the pending call's record is the
#: boundary of the earlier calls' traces, ``_analyze._traced_inside``). Records then
#: stand in the order of the calls, as if every call had one.
_Pending = list
_KNOWN, _DEPTH, _RECORD = 0, 1, 2


def _real(entry: Any) -> CallRecord | None:
    """The record of a stack entry: itself, a pending call's record if it has one, or
    None (no record: a failed hook, or a pending call nothing needed a record of)."""
    if type(entry) is _Pending:
        return entry[_RECORD]
    return entry


def relpath(filename: str) -> str:
    try:
        rel = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if rel.startswith("..") else rel


#: jaxcheck's own frames that sit inside a jitted call (the hooks): skipped, where
#: any other frame of jaxcheck's means jaxcheck made the call.
#: calls kept per function name for :meth:`Capture._named_owner`.
_PER_NAME = 32
#: executables held for a memory analysis not read yet; past this many, the oldest is
#: read now and let go.
_UNREAD_MEMORY = 16

_HOOK_FILES = (__file__, os.path.dirname(compat.__file__) + os.sep)


def user_call_site(start) -> str | None:
    """The innermost frame of the user's (``_jaxcompat.frame_owner``): where the user
    called the function, through JAX and libraries (a framework's jit, optax).

    With no frame of the user's before one of jaxcheck's (a function target called
    by the runner) or the stack's end: the innermost library frame that is not a jit
    wrapper's own (equinox's ``filter_jit`` says nothing of where the call came from),
    else None.
    """
    frame = start
    library = None
    while frame is not None:
        filename = frame.f_code.co_filename
        owner = compat.frame_owner(filename)
        if owner == "user":
            return f"{relpath(filename)}:{frame.f_lineno}"
        if owner == "jaxcheck" and not filename.startswith(_HOOK_FILES):
            break
        if owner == "library" and library is None and not filename.startswith("<") \
                and not compat.in_wrapper(filename):
            library = f"{relpath(filename)}:{frame.f_lineno}"
        frame = frame.f_back
    return library


class _CaptureLogger(logging.Logger):
    """Stands in for a JAX module logger; unreachable from logging.getLogger()."""

    def __init__(self, original: logging.Logger, sink: _Installation) -> None:
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


def _made_by_library(fun: Any) -> bool:
    """The function JAX jits is a jit-wrapping framework's own (equinox's
    ``fun_wrapped``, flax nnx's), around the user's: the framework made the object and
    may keep it alive in its caches, so its being alive says nothing of the user's."""
    code = getattr(fun, "__code__", None)
    if code is None and not isinstance(fun, type):  # a callable object (nnx's JitFn)
        call = vars(type(fun)).get("__call__")
        code = getattr(call, "__code__", None)
    return code is not None and compat.frame_owner(code.co_filename) == "library"


class _Installation:
    """JAX's hooks, flags, loggers and listeners, installed once for every capture."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._users = 0
        self._undo: list[Any] = []
        self._wanted: dict[str, Any] = {}
        self.subscribers: tuple[Capture, ...] = ()
        #: what the probe has proven in this process: "call", and "compile".
        self._proven: set[str] = set()
        #: memory analyses not read yet (weak: a report dropped lets its executables go).
        self._unread_memory: collections.deque = collections.deque()

    # -- reference counting -----------------------------------------------------
    def acquire(self, capture: Capture) -> None:
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
                    self._probe(compile="compile" in need)
                except BaseException:
                    if self._users == 0:
                        self._restore()
                    raise
            self._users += 1
            self.subscribers = (*self.subscribers, capture)

    def release(self, capture: Capture) -> None:
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
                cap._stop_if_tracing(frame)  # before any record: nothing to undo
            return ((cap, cap._on_call(fun, jit_info, args, kwargs, frame)),)
        for cap in subscribers:
            if cap.stop_traces_at is not None:
                cap._stop_if_tracing(frame)
        return [(cap, cap._on_call(fun, jit_info, args, kwargs, frame))
                for cap in subscribers]

    def on_return(self, tokens) -> None:
        for cap, rec in tokens or ():
            cap._on_return(rec)

    def on_fail(self, tokens) -> None:
        for cap, token in tokens or ():
            rec = _real(token)  # a pending call of JAX's own that failed: nothing to mark
            if rec is not None and not rec.stopped:
                rec.failed = True
                cap._touch(rec)

    def on_compile_enter(self, name, jaxpr, frame):
        label: list[str | None] = []  # computed once, only for a user function

        def label_of() -> str | None:
            if not label:
                label.append(compat.transform_label(frame))
            return label[0]

        return [(cap, cap._on_compile_enter(name, jaxpr, label_of))
                for cap in self.subscribers]

    def on_compile_exit(self, tokens, failed: bool = False) -> None:
        done = [(cap, cap._on_compile_exit()) for cap, _ in tokens or ()]
        # Every capture is done with the call; a guard's check may raise into it.
        for cap, owner in done:
            if cap.after_call is not None and owner is not None and not failed:
                cap.after_call(owner)

    def on_duration(self, event: str, duration: float, **kwargs: Any) -> None:
        for cap in self.subscribers:
            cap._on_duration(event, duration)

    def on_event(self, event: str, **kwargs: Any) -> None:
        for cap in self.subscribers:
            cap._on_event(event)

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
                cap._on_explanation(message)
            return
        line = compat.cache_line(message)
        if line is not None:
            for cap in self.subscribers:
                cap._on_cache_line(*line)

    # -- install / restore ----------------------------------------------------------
    def _install(self) -> None:
        # Flags first so that nothing below runs with them half set.
        # What the user wants of the flags: their values now, and whatever the program
        # sets while the capture runs (kept on for jaxcheck, restored to the wish).
        self._wanted = {name: compat.read_flag(name) for name in _FLAGS}

        def restore_flags() -> None:
            for name, value in self._wanted.items():
                jax.config.update(name, value)

        def wish(name: str, value: Any) -> None:
            self._wanted[name] = value

        self._undo.append(restore_flags)
        for name in _FLAGS:
            jax.config.update(name, True)
        self._undo.append(compat.intercept_config_update(_FLAGS, wish))

        for module, attr, original in compat.jax_module_loggers():
            setattr(module, attr, _CaptureLogger(original, self))
            self._undo.append(lambda m=module, a=attr, o=original: setattr(m, a, o))

        self._undo.append(compat.exclude_from_source_info(_JAXCHECK_DIR))
        self._undo.append(compat.exclude_from_tracebacks(_JAXCHECK_DIR))
        self._undo.append(compat.register_duration_listener(self.on_duration))
        self._undo.append(compat.register_event_listener(self.on_event))
        self._undo.append(compat.install_hooks(self.on_call, self.on_return, self.on_fail,
                                               self.on_compile_enter, self.on_compile_exit))
        self._undo.append(compat.hook_executables(self.on_executable))
        self._undo.append(compat.hook_jit_creation(_on_make))

    def on_executable(self, executable: Any) -> None:
        # Only a user function's compile: JAX's own eager ops are no event, and nobody
        # shows their memory. Read (XLA's analysis: about 25 ms for 10,000 equations)
        # when a view first asks (the JSON and HTML reports), once for every capture;
        # the executable is held until then, at most _UNREAD_MEMORY of them.
        wanting = [cap for cap in self.subscribers if cap._compiling_user_unit() is not None]
        if not wanting:
            return
        stats = Later(lambda: compat.memory_stats(executable))
        self._unread_memory.append(weakref.ref(stats))
        while len(self._unread_memory) > _UNREAD_MEMORY:
            oldest = self._unread_memory.popleft()()
            if oldest is not None:  # still wanted by some report: read it now
                oldest()
        for cap in wanting:
            cap._on_executable(stats)

    def _restore(self) -> None:
        while self._undo:
            undo = self._undo.pop()
            with contextlib.suppress(Exception):
                undo()

    def _probe(self, compile: bool) -> None:
        """Prove that a fresh jitted call is seen (with its compile), or refuse to run.

        Trace mode never compiles, so its probe only traces.
        """
        probe = Capture(_installation=None)
        saved, self.subscribers = self.subscribers, (probe,)
        try:
            outcome = compat.probe(compile)
        finally:
            self.subscribers = saved
        seen = [r for r in probe.records if r.jax_name == compat.PROBE_NAME]
        if outcome is not None:
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


_INSTALLATION = _Installation()


def _same_file(a: str, b: str) -> bool:
    if os.path.exists(a) and os.path.exists(b):
        return os.path.samefile(a, b)
    return a == b


def _served_from_disk(unit: CompileUnit) -> bool:
    return unit.cache_hits > 0 and unit.xla_compiles == 0


def hooks_active() -> bool:
    """Whether any capture is active (JAX patched) in this process."""
    return _INSTALLATION.active


class TraceStopped(BaseException):
    """Raised into JAX's trace of a function by :meth:`Capture.stop_traces_of`.

    A ``BaseException``: the user's ``except Exception`` inside the traced function
    does not swallow it, and the runner catches it around the call."""


#: how far above a jitted call the traced function's own frame is looked for.
_BODY_FRAMES = 64


class Capture:
    """Context manager recording :class:`CallRecord` s; see the module docstring."""

    def __init__(self, trace_only: bool = False,
                 _installation: _Installation | None = _INSTALLATION) -> None:
        #: trace mode: nothing will be compiled, so the start-up probe only traces.
        self.trace_only = trace_only
        self.records: list[CallRecord] = []
        #: records dropped from the front of ``records`` by :meth:`forget`.
        self.dropped = 0
        #: records whose executables changed after they were recorded (compiled,
        #: timed, cached): what an ``_analyze.Analysis`` must look at again.
        self.dirty: list[CallRecord] = []
        #: how many times a user function's record changed: a cheap "anything new?".
        self.touched = 0
        self.identities = sigmod.Identities()
        self._installation = _installation
        self._by_location: dict[tuple, dict[int, list]] = {}
        #: JAX's name of a function -> its latest calls, newest last: who owns a compile
        #: JAX names (see :meth:`_named_owner`), however many calls came in between.
        self._by_name: dict[str, collections.deque] = {}
        #: the latest library call per function: what the user's line passed then.
        self._library_last: dict[tuple, frameworks.LibraryCall] = {}
        #: per function: JAX's cache clears seen at its last call, options of its
        #: last compile.
        self._clears_at: dict[tuple, int | None] = {}
        self._options_at: dict[tuple, tuple] = {}
        self._serials = itertools.count(1)
        self._local = threading.local()
        self._active = False
        self._t0 = time.perf_counter()
        #: called with the record of each outermost call that reached JAX's Python path,
        #: once it has been lowered, compiled and run: ``jaxcheck.guard``'s check.
        self.after_call: Any = None
        #: see :meth:`stop_traces_of`.
        self.stop_traces_at: tuple[str, int] | None = None

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

    def _stop_if_tracing(self, frame) -> None:
        """A jitted call is made while the function at ``stop_traces_at`` is the
        innermost call on the stack: if that function's own body is running (its code
        among the frames above the call), JAX is tracing it, which it does only when
        its tracing cache missed. Mark the record and stop the trace."""
        st = self._state()
        rec = _real(st.stack[-1]) if st.stack else None  # a pending call: JAX's own
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
    def _state(self):
        st = self._local
        if not hasattr(st, "stack"):
            #: the calls being traced, outermost first: CallRecord, _Pending, or None.
            st.stack = []
            #: depth -> the call that last finished its trace there (the same kinds).
            st.last = {}
            st.compiling = []
            #: how many user functions' records are on ``stack``: a call made now is
            #: nested in a user function's trace when there is one.
            st.users = 0
        return st

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
        return _real(st.last.get(len(st.stack)))

    def _last(self, st, depth: int) -> CallRecord | None:
        """The call that last finished its trace at ``depth``, given a record if it
        had none (a compile or a cache line is about to be charged to it)."""
        entry = st.last.get(depth)
        if type(entry) is _Pending:
            entry = st.last[depth] = self._materialize(st, entry)
        return entry

    def _materialize(self, st, pending: _Pending) -> CallRecord:
        """The record of a pending call of JAX's own (see ``_Pending``), made now,
        after those of the pending calls that enclose it: records keep the calls' order."""
        if pending[_RECORD] is None:
            for entry in st.stack:
                if entry is pending:
                    break
                if type(entry) is _Pending and entry[_RECORD] is None and \
                        entry[_DEPTH] < pending[_DEPTH]:
                    self._materialize(st, entry)
            _, jax_name, location, name = pending[_KNOWN]
            # `started`: when the record is made (nothing reads it of JAX's own calls)
            rec = pending[_RECORD] = CallRecord(
                fun_id=0, name=name, location=location, depth=pending[_DEPTH],
                internal=True, nested=True, jax_name=jax_name, started=self._now())
            self._append(rec)
        return pending[_RECORD]

    def _append(self, rec: CallRecord) -> None:
        self.records.append(rec)
        if rec.jax_name:
            self._by_name.setdefault(
                rec.jax_name, collections.deque(maxlen=_PER_NAME)).append(rec)

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
                                and not (backend and _served_from_disk(unit))):
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
                backend and _served_from_disk(owner.units[-1]))):
            owner.units.append(CompileUnit(started=self._now()))
        self._touch(owner)
        return owner.units[-1]

    def _owner_of_finished_trace(self) -> CallRecord | None:
        st = self._state()
        return self._last(st, len(st.stack) + len(st.compiling))

    def _innermost(self) -> CallRecord | None:
        """The call being traced (its trace time and JAX's explanation go to it); None
        for a pending call of JAX's own, which keeps neither."""
        st = self._state()
        return _real(st.stack[-1] if st.stack else st.last.get(0))

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
            entry = refs[id(fun)] = [ref, next(self._serials), None]
        alive = frozenset(serial for ref, serial, _ in refs.values()
                          if serial != entry[1] and ref() is not None)
        return entry[1], alive

    def _make_up(self, fun: Any, key: tuple, read: Any) -> tuple:
        """``read()`` for the function object ``fun`` (just identified under ``key``),
        once per object: its make-up does not change."""
        entry = self._by_location[key][id(fun)]
        if entry[2] is None:
            try:
                entry[2] = read()
            except Exception:  # an object that will not be read: the call still counts
                entry[2] = (None, None)
        return entry[2]

    def _on_call(self, fun, jit_info, args, kwargs, frame) -> CallRecord | _Pending | None:
        st = self._state()
        stands_for = None
        try:
            known = _JAX_OWN.get(id(fun))
            if known is not None and known[0]() is fun:  # one of JAX's own, seen before
                if st.users:  # staged into a user function's program: no record yet
                    pending = [known, len(st.stack) + len(st.compiling), None]
                    st.stack.append(pending)
                    return pending
                internal, helper, user, behind = True, None, None, None
                jax_name, location, name = known[1:]
            else:
                pmap_call = type(fun) is compat.PmapCall
                internal = pmap_call or sigmod.is_internal(fun)
                jax_name = "" if pmap_call else compat.jax_name(fun)
                helper = None
                takes_function = False
                if internal and jax_name in compat.HELPER_PRIMITIVES and \
                        sigmod.is_jax_defined(fun):
                    helper = compat.helper_call(frame, args)
                    if helper is None:
                        stands_for = self._loop_backward_owner(jax_name, frame)
                elif internal and not pmap_call and not st.users and \
                        compat.static_callable(jit_info, args):
                    # a jit of JAX's own that takes a function as a static argument,
                    # called outside jit (`odeint`'s `_odeint_wrapper`): like a loop
                    # helper, it compiles the user's function the API was given
                    takes_function = True
                    helper = compat.helper_call(frame, args)
                behind = pmapped = None
                if internal and helper is None:
                    # `jax.jit(checkify.checkify(step))`, `jax.pmap(step)` on 0.10: JAX
                    # defines the function jitted, but what compiles is the user's `step`
                    pmapped = compat.pmap_call(fun, args, frame)
                    if pmapped is not None and sigmod.is_internal(pmapped[0]):
                        # JAX's `backward_pass` pmapped: the transpose of the user's pmap
                        # under an eager grad (0.4.38, 0.6.2), a program of that call
                        stands_for = self._pmap_transpose_owner(fun)
                        pmapped = None
                    behind = ("pmap", pmapped[0]) if pmapped is not None else \
                        None if pmap_call else sigmod.behind_transform(fun)
                    internal = behind is None
                    if internal and type(fun).__name__ == "HashablePartial":
                        stands_for = self._eager_shard_map_owner(fun)
                        if stands_for is not None:
                            stands_for.every_call = "shard_map"
                user = None if internal else frameworks.user_call(fun, frame)
                shown = helper.fun if helper else user.fun if user is not None else \
                    behind[1] if behind else fun
                location = sigmod.fun_location(shown)
                name = sigmod.fun_name(shown)
                if behind:
                    name = f"{behind[0]}({name})"
                if internal and jax_name not in compat.HELPER_PRIMITIVES and \
                        stands_for is None and not takes_function:
                    _remember_own(fun, jax_name, location, name)
            for entry in st.stack:  # the calls this one is inside are recorded first
                if type(entry) is _Pending and entry[_RECORD] is None:
                    self._materialize(st, entry)
            rec = CallRecord(fun_id=0, name=name, location=location,
                             depth=len(st.stack) + len(st.compiling),
                             internal=internal and helper is None,
                             nested=st.users > 0, jax_name=jax_name, started=self._now())
            rec.compiles_for = stands_for
            if helper is not None:
                # JAX's helper jits the user's function anew for every new function
                # object: a fresh closure is a redefinition, never a distinct function.
                rec.via = helper.api
                rec.fun_id, _ = self._identify(helper.fun, (location, name))
                rec.call_site = user_call_site(frame)
                rec.stack = callstack.raw(frame)
                self._sign(rec, lambda: sigmod.build_named(helper.args, self.identities))
            elif not internal:
                # identity from the jitted object itself: stable across calls even
                # when a wrapper rebuilds the user's callable each time
                # pmap's call is made anew each time (0.4.38, 0.6.2), or is a wrapper
                # per static value (0.10): the user's function is what stays the same
                ident = fun if pmapped is None else pmapped[0]
                rec.fun_id, rec.live_peers = self._identify(ident, (location, name))
                if pmapped is not None and not pmap_call:
                    # 0.10 keeps every function pmap was given alive in its cache (and
                    # each `jax.grad(f)` pmapped is a new one): alive says nothing
                    rec.live_peers = frozenset()
                rec.made_by_library = location is not None and (
                    compat.frame_owner(location[0]) == "library" or _made_by_library(fun))
                # a framework's object: what the user's function is made of; the
                # user's own: the whole object jitted (``grad(f)``, ``partial(f, 2)``)
                made = self._make_up(ident, (location, name), lambda: (
                    sigmod.made_of(shown if rec.made_by_library else ident),
                    made_at(jit_info)))
                if made[0] is not None:
                    rec.made_of, rec.made_with = made[0]
                rec.made_at = made[1]
                if pmap_call:
                    # pmap's own path (0.4.38, 0.6.2) makes no jitted object: where the
                    # user's `jax.pmap` ran is unknown, so a pmap made again (in a loop,
                    # with other data each time) is judged as a framework's wrapper is,
                    # by what it is made of and the user's frames that call it
                    rec.made_by_library = True
                if user is not None and user.fun is not fun:
                    # a wrapper that jits one function of its own for many of the
                    # user's (equinox, with the user's function static): read the
                    # user's at each call, or a partial bound anew goes unseen
                    with contextlib.suppress(Exception):
                        rec.made_of, rec.made_with = sigmod.made_of(user.fun) or (None, None)
                rec.call_site = user_call_site(frame)
                self._library(rec, frame)
                self._cleared(rec, (location, name))
                rec.compiler_options = (compat.jit_compiler_options(jit_info)
                                        + compat.jit_settings(jit_info))
                if user is not None:
                    rec.traced_location = sigmod.fun_location(fun)
                # pmap's own jit around a jitted `f` (0.10) is such a wrapper too
                rec.wraps_jit = compat.is_jitted(fun if pmapped is None else pmapped[0])
                rec.stack = callstack.raw(frame)
                rec.transform = behind[0] if behind else None
                if pmapped is not None:  # the user's arguments, not the flat leaves
                    self._sign(rec, lambda: sigmod.build(shown, (pmapped[3], ()), pmapped[1],
                                                         pmapped[2], self.identities))
                elif user is None:
                    self._sign(rec, lambda: sigmod.build(shown, compat.jit_statics(jit_info),
                                                         args, kwargs, self.identities))
                else:
                    self._sign(rec, lambda: sigmod.build(user.fun, ((), ()), user.args,
                                                         user.kwargs, self.identities,
                                                         user.static_leaf))
            self._append(rec)
        except Exception:
            rec = None
        st.stack.append(rec)
        if rec is not None and not rec.internal and not rec.wraps_jit:
            st.users += 1
        return rec

    def _eager_shard_map_owner(self, fun: Any) -> CallRecord | None:
        """The user's call whose program an eager ``shard_map``'s jit of one equation
        compiles (see ``_jaxcompat.eager_shard_map_jit``): the latest call of that name
        and source, traced just before as the body ran."""
        found = compat.eager_shard_map_jit(fun)
        if found is None:
            return None
        owner = self._named_owner(*found)
        return owner if owner is not None and not owner.internal else None

    def _loop_backward_owner(self, jax_name: str, frame) -> CallRecord | None:
        """The user's loop (``lax.fori_loop`` outside jit, a helper's record) whose
        backward pass this call of JAX's own jitted ``scan``/``while`` helper is, under
        an eager ``grad``: the transposed loop is compiled apart, without the user's
        API on the stack. The latest such loop record by JAX's name, at this depth."""
        label = compat.transform_label(frame)
        if not label or "backward" not in label:
            return None
        depth = len(self._state().stack) + len(self._state().compiling)
        for rec in reversed(self._by_name.get(jax_name, ())):
            if rec.via and not rec.failed and rec.depth == depth:
                return rec
        return None

    def _pmap_transpose_owner(self, call: Any) -> CallRecord | None:
        """The user's ``pmap`` call whose backward program JAX's pmapped ``backward_pass``
        is: JAX names it ``transpose(f)`` (or ``f``); the latest ``pmap(f)`` call."""
        inner = getattr(call, "name", "") or ""
        while inner.startswith("transpose(") and inner.endswith(")"):
            inner = inner[len("transpose("):-1]
        wanted = f"pmap({inner})"
        for rec in reversed(self.records):
            if not rec.internal and rec.transform == "pmap" and (
                    rec.name == wanted or rec.name.endswith(f".{inner})")):
                return rec
        return None

    def _library(self, rec: CallRecord, frame) -> None:
        """A jitted call made inside a library: the user's line that led there is the
        call site, and what that line passed the library is kept for the fix."""
        lib = frameworks.library_call(frame, relpath)
        if lib is None:
            return
        rec.call_site = lib.user_site
        if rec.location is None or not frameworks.is_library_file(rec.location[0]):
            return  # the user's own function, called back by a library: only the site
        rec.library = lib
        key = (rec.location, rec.name)
        before = self._library_last.get(key)
        self._library_last[key] = lib
        if before is not None and before.entry == lib.entry:
            rec.library_changes = [(k, v, lib.values[k]) for k, v in before.values.items()
                                   if k in lib.values and lib.values[k] != v]

    def _cleared(self, rec: CallRecord, key: tuple) -> None:
        clears = compat.cache_clears()
        before = self._clears_at.get(key)
        self._clears_at[key] = clears
        rec.caches_cleared = before is not None and clears is not None and clears > before

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

    @staticmethod
    def _sign(rec: CallRecord, build) -> None:
        try:
            rec.signature = build()
        except Exception as e:  # never break the user's call; the event still counts
            rec.signature_error = f"{type(e).__name__}: {e}"

    def _on_return(self, rec: CallRecord | _Pending | None) -> None:
        st = self._state()
        if st.stack:
            top = st.stack.pop()
            if type(top) is CallRecord and not top.internal and not top.wraps_jit:
                st.users -= 1
        if type(rec) is _Pending and rec[_RECORD] is not None:
            rec = rec[_RECORD]
        st.last[len(st.stack) + len(st.compiling)] = rec

    def _on_compile_enter(self, name, jaxpr, label_of) -> None:
        st = self._state()
        owner = self._owner_of_finished_trace()
        if owner is not None and owner.compiles_for is not None:
            owner = owner.compiles_for
        elif name and (owner is None or owner.jax_name != name):
            owner = self._named_owner(name, jaxpr) or owner
        unit = None
        if owner is not None:
            unit = CompileUnit(started=self._now(), program=None if owner.internal else jaxpr)
            if not owner.internal:
                unit.transform, unit.arity = label_of(), compat.program_arity(jaxpr)
                unit.label = self._program_label(owner, unit)
                earlier = [u for u in owner.units if u.label == unit.label and u.compiled]
                if earlier:
                    owner = self._compiled_again(owner, earlier[-1], jaxpr)
            owner.units.append(unit)
            self._touch(owner)
        st.compiling.append((owner, unit))

    def _compiled_again(self, owner: CallRecord, earlier: CompileUnit, jaxpr) -> CallRecord:
        """The record of a program compiled again for a call already compiled, with no
        new call of the function: a copy of ``owner`` that knows which of the program's
        inputs changed type (``retyped``).

        ``jax.vmap(jax.grad(jax.checkpoint(f)))`` called again with a new batch size
        reuses its cached per-example trace, in which the jitted ``f``'s call is
        recorded once; JAX compiles ``f``'s batched programs again without calling
        ``f`` (likewise a ``vjp`` function called with a cotangent of another type).
        The compile is a new call in all but the Python call: a record of its own,
        compared with the earlier compiles. Where the program takes as many inputs as
        the call has array leaves, input k is the k-th leaf (the batched argument of
        a ``vmap``); else the change is told by the program's input number."""
        before = compat.program_inputs(earlier.program) if earlier.program is not None else None
        after = compat.program_inputs(jaxpr)
        retyped: list = []
        if before is not None and after is not None and len(before) == len(after):
            sig = owner.signature
            paths = [p for p, leaf in sig.leaves.items() if leaf.dtype is not None] \
                if sig is not None else []
            for k, (b, a) in enumerate(zip(before, after, strict=True)):
                if b != a:
                    retyped.append((paths[k] if len(paths) == len(after) else None, k,
                                    sigmod.Leaf(*b), sigmod.Leaf(*a)))
        again = dataclasses.replace(
            owner, units=[], explanations=[], trace_seconds=0.0, traced=False,
            started=self._now(), library_changes=[], caches_cleared=False,
            options_changed=None, retyped=retyped)
        self._append(again)
        return again

    @staticmethod
    def _program_label(owner: CallRecord, unit: CompileUnit) -> str | None:
        """The unit's label: its transformation, numbered when one call compiles more
        than one program under it.

        ``jax.grad`` of an eager ``jax.checkpoint`` compiles a jitted function three
        times in one call: the forward pass, and in the backward pass both the
        recomputed forward (the primal's inputs) and the transposed program (residuals
        and cotangents). Neither backward program is a recompile of the other: what
        the call passed is the same, the programs take different numbers of inputs or
        outputs. So the second program of a transformation within one call is its own
        program ("grad (backward, program 2)"), first compiled once like any other; a
        program compiled again with the same arity (a ``vjp`` function called with a
        cotangent of another type) keeps the label and is a recompile."""
        arities: list = []
        for earlier in owner.units:
            if earlier.transform == unit.transform and earlier.arity not in arities:
                arities.append(earlier.arity)
        if unit.arity is None or not arities or unit.arity in arities:
            k = arities.index(unit.arity) + 1 if unit.arity in arities else 1
        else:
            k = len(arities) + 1
        label = unit.transform
        if k == 1:
            return label
        if label is None:
            return f"program {k}"
        if label.endswith(")"):  # "grad (backward)" -> "grad (backward, program 2)"
            return f"{label[:-1]}, program {k})"
        return f"{label} (program {k})"

    def _named_owner(self, name: str, jaxpr) -> CallRecord | None:
        """The latest call of the function JAX is compiling, by name (and source line).

        ``jax.vjp(jitted, x)`` compiles its backward pass when the vjp function
        is called, maybe after other jitted calls: the latest finished call is
        then not the owner. Under an eager ``jax.vmap`` the batched program is
        compiled after the whole per-example trace, which may have made any number
        of jitted calls of its own (diffrax's ``diffeqsolve`` makes hundreds), and
        after JAX's own ops that move the batch axis: the owner is looked up by name
        among that function's latest calls, never within a window of all calls, and
        a call at the depth being compiled (the vmapped call itself) comes before
        calls of the same name nested inside some trace.
        """
        source = compat.jaxpr_source(jaxpr)
        st = self._state()
        depth = len(st.stack) + len(st.compiling)
        by_name = same_source = None
        for rec in reversed(self._by_name.get(name, ())):
            if rec.failed:
                continue
            if by_name is None and not rec.internal:
                by_name = rec
            # A wrapped call (equinox's filter_jit, as diffrax's diffeqsolve) is
            # traced from the wrapper's file: either file names the same function.
            if source is None or rec.location is None or any(
                    _same_file(loc[0], source[0])
                    for loc in (rec.location, rec.traced_location) if loc is not None):
                if rec.depth == depth:
                    return rec
                if same_source is None:
                    same_source = rec
        # A wrapper of a kind not known here: the user's latest call of that name
        # rather than whatever JAX-internal op ran last.
        return same_source or by_name

    def _on_compile_exit(self) -> CallRecord | None:
        """The call just compiled and run, when it is an outermost one."""
        st = self._state()
        if st.compiling:
            owner, unit = st.compiling.pop()
            if unit is not None and not unit.compiled:
                unit.program = None  # served from JAX's caches: nothing to compare
            if not st.compiling and not st.stack:
                return owner
        return None

    def _on_duration(self, event: str, duration: float) -> None:
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
                if not _served_from_disk(unit):  # a cache hit is no XLA compile
                    unit.xla_compiles += 1
        elif event == compat.CACHE_SAVED_EVENT:
            unit = self._current_unit()
            if unit is not None:
                unit.cache["saved_seconds"] = unit.cache.get("saved_seconds", 0.0) + duration

    def _compiling_user_unit(self) -> CompileUnit | None:
        """The unit being compiled now, when it is a user function's."""
        st = self._state()
        if st.compiling:
            owner, unit = st.compiling[-1]
            if owner is not None and not owner.internal:
                return unit
        return None

    def _on_executable(self, stats: Later) -> None:
        unit = self._compiling_user_unit()
        if unit is not None:
            unit.memory = stats

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

    def _on_cache_line(self, kind: str, fields: dict) -> None:
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

    def _on_event(self, event: str) -> None:
        if event == compat.CACHE_HIT_EVENT:
            unit = self._unit(fresh=False)
            if unit is not None:
                unit.cache_hits += 1

    def _on_explanation(self, message: str) -> None:
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
