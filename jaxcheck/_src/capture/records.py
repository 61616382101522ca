"""What a capture records: one :class:`CallRecord` per jitted call that reached JAX's
Python path, one :class:`CompileUnit` per executable compiled for it, and the calls in
flight on each thread (:class:`ThreadCalls`).

Plain data between the stages: the capture fills them in as JAX's hooks report, the
analysis reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..signature import signature as sigmod
from . import frameworks


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
    #: added) and the program's (inputs, outputs): see ``compiles.program_label``.
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

    #: the function object's serial in its capture (from 1); 0: not known (a call of
    #: JAX's own, or one whose object jaxcheck failed to identify).
    fun_id: int
    name: str
    location: tuple[str, int] | None
    depth: int
    internal: bool
    #: serials of other function objects from the same source location alive at this call.
    live_peers: frozenset[int] = frozenset()
    #: what the function object is made of: its recipe and its data
    #: (``signature.made_of``), read at its first call.
    made_of: tuple | None = None
    made_with: tuple | None = None
    #: the user's frames where its ``jax.jit`` was made (``made_at``): None when made
    #: before any capture was active, or by no code of the user's.
    made_at: tuple | None = None
    #: a library or jit-wrapping framework made the function object (and may keep the
    #: earlier ones alive): see ``analysis.grouping.group_for``.
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
    #: among them (``jaxcompat.eager_shard_map_jit``); its compiles are that call's.
    compiles_for: CallRecord | None = None
    #: the JAX API outside jit that compiled this call's program inside a jit of its
    #: own, anew on every call even with nothing changed (``shard_map``).
    every_call: str | None = None
    #: a program compiled again with no new call (see ``compiles.compiled_again``):
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
    #: ``clear_cache()`` of a jitted object of this function ran since its previous
    #: call: the same, for this function alone.
    own_cache_cleared: bool = False
    #: XLA compiler options it was compiled with (``jax.jit(compiler_options=...)``,
    #: ``.lower().compile(options)``), and those of its previous compile when they
    #: differ: (before, after) as sorted (name, value) pairs.
    compiler_options: tuple = ()
    options_changed: tuple | None = None
    #: the Python stack at the call, raw and innermost first (see ``callstack``).
    stack: tuple = ()
    #: jaxcheck failed to classify the call (the error, as text): a bug of jaxcheck's,
    #: kept from the user's program. The record holds what was known before the
    #: failure, and a call not known to be JAX's own counts as a user function's, so
    #: that its compiles are still counted; the report says so (``observe.finish``).
    unclassified: str | None = None

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


#: A call of one of JAX's own jitted functions (``provenance.JAX_OWN``) made while a user
#: function is being traced (``jnp.sin`` staged into the user's program: one per
#: equation) is "pending": the list ``[known, depth, record]`` (``JAX_OWN``'s entry, its
#: depth on the stack, None) stands on the call stack for it, and it gets no
#: :class:`CallRecord` unless something needs one (then the capture makes it). A list,
#: because one is made per equation: a class instance costs six times as much.
#:
#: What its record would say is known without one: it is JAX's own (never an event,
#: never the owner of a user's compile) and nested (never a trace-mode event); the
#: trace time and explanation it would keep are read by nothing. A record is made when,
#: and only when, it would change what the analysis sees: an executable compiled for it
#: (an eager op inside the trace, under ``jax.ensure_compile_time_eval``: JAX-internal
#: compiles are counted), or a record made while it is on the stack (a user function
#: that JAX's function calls, as ``jnp.piecewise`` does: the pending call's record is the
#: boundary of the earlier calls' traces, ``analysis.analyze``). Records then
#: stand in the order of the calls, as if every call had one.
Pending = list
KNOWN, DEPTH, RECORD = 0, 1, 2


def error_text(error: BaseException) -> str:
    """A failure of jaxcheck's own as a record keeps it (``CallRecord.unclassified``)."""
    try:
        return f"{type(error).__name__}: {error}"
    except Exception:  # an exception that cannot say itself (its __str__ raised)
        return type(error).__name__


def record_of(entry: Any) -> CallRecord | None:
    """The record of a stack entry: itself, a pending call's record if it has one, or
    None (a pending call nothing needed a record of)."""
    if type(entry) is Pending:
        return entry[RECORD]
    return entry


def served_from_disk(unit: CompileUnit) -> bool:
    """The executable came from the persistent compilation cache: no XLA compile."""
    return unit.cache_hits > 0 and unit.xla_compiles == 0


class ThreadCalls:
    """One thread's calls in flight, as a capture sees them (JAX traces and compiles
    a call on the thread that made it; threads each have their own)."""

    __slots__ = ("stack", "last", "compiling", "users")

    def __init__(self) -> None:
        #: the calls being traced, outermost first: CallRecord or Pending.
        self.stack: list = []
        #: depth -> the call that last finished its trace there (the same kinds).
        self.last: dict[int, Any] = {}
        #: (owner record or None, its CompileUnit or None) of each compile entered and
        #: not yet left, outermost first.
        self.compiling: list[tuple[CallRecord | None, CompileUnit | None]] = []
        #: how many user functions' records are on ``stack``: a call made now is
        #: nested in a user function's trace when there is one.
        self.users = 0

    @property
    def depth(self) -> int:
        """Where a call made now stands: under every call traced and compile run."""
        return len(self.stack) + len(self.compiling)
