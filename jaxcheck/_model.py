"""Plain data passed between the pipeline stages.

Nothing here imports JAX: the CLI, the renderers and the JSON schema use these
types without paying for JAX's import.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SCHEMA = "jaxcheck.report/1"

#: Every cause kind jaxcheck can report, in the order the report explains them.
CAUSE_KINDS = (
    "new_function",
    "redefined_function",
    "shape",
    "dtype",
    "weak_type",
    "static_value",
    "pytree_structure",
    "arg_signature",
    "tracing_context",
    "sharding",
    "unknown",
)


@dataclass(frozen=True)
class Cause:
    """One difference between a compile's signature and the closest earlier one.

    ``path`` is the argument path as the user wrote the function (``x``,
    ``params['w']``, ``xs[1]``), or a config name for ``tracing_context``.
    """

    kind: str
    path: str | None = None
    before: str | None = None
    after: str | None = None
    note: str | None = None

    def describe(self) -> str:
        where = f" at {self.path}" if self.path else ""
        change = f": {self.before} -> {self.after}" if self.before or self.after else ""
        return f"{self.kind}{where}{change}"


@dataclass
class CompileEvent:
    """One compile of a user function (one event per compile, in call order)."""

    recompile: bool
    expected: bool
    call_site: str | None
    causes: list[Cause]
    explanation: str | None = None
    #: cause kinds read from JAX's own text; a second witness, never the only one.
    explanation_kinds: list[str] = field(default_factory=list)
    seconds: float | None = None
    hint: str | None = None
    #: XLA compiles served by the persistent compilation cache.
    cache_hit: bool = False
    #: "axis path" of the variation call that compiled, None for base calls.
    variation: str | None = None
    #: the named-dimension values of the base call that compiled, e.g. "B=8".
    dims: str | None = None
    #: user functions traced inside this compile (nested jitted calls), by name.
    retraced: list[str] = field(default_factory=list)
    #: the transformation this executable was compiled for, when the call was not a
    #: plain one: "vmap", "grad (forward)", "grad (backward)", "lax.while_loop
    #: outside jit". One call under grad compiles two executables, two events.
    transform: str | None = None
    #: why jaxcheck could not build this call's signature (the event still counts).
    signature_error: str | None = None
    #: seconds from the start of the target (or guard) to the call's trace, and the
    #: time of each phase (``seconds`` is their sum): the compile timeline.
    started: float | None = None
    trace_seconds: float | None = None
    lower_seconds: float | None = None
    #: XLA compile (backend) time; 0 for a persistent-cache hit.
    compile_seconds: float | None = None
    #: index of the capture record behind this event (not part of the report).
    record: int = -1


@dataclass
class FunctionReport:
    name: str
    defined_at: str
    events: list[CompileEvent] = field(default_factory=list)

    @property
    def compiles(self) -> int:
        return len(self.events)

    @property
    def compile_seconds(self) -> float:
        return sum(e.seconds or 0.0 for e in self.events)

    @property
    def recompiles(self) -> list[CompileEvent]:
        return [e for e in self.events if e.recompile]


@dataclass
class ErrorInfo:
    type: str
    message: str
    traceback: str | None = None


#: Variation results from least to most telling: one matrix cell holds several
#: variations (one per dimension) and shows, and locks, the most telling.
RESULT_ORDER = ("skipped", "hit", "error", "recompile")


@dataclass
class VariationResult:
    """One call with one argument changed along one axis, and what it did."""

    axis: str
    path: str
    result: str  # "hit" | "recompile" | "error" | "skipped"
    expected: bool
    causes: list[Cause] = field(default_factory=list)
    detail: str | None = None
    policy: str = "any"


@dataclass
class EntrypointReport:
    target: str
    kind: str  # "workload" | "function"
    functions: list[FunctionReport] = field(default_factory=list)
    error: ErrorInfo | None = None
    #: "execute" (compile and run) or "trace" (trace only; events are fresh traces).
    mode: str = "execute"
    #: compiles of functions defined inside JAX itself (eager ops), kept apart.
    internal_compiles: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    args: str | None = None
    dims: dict[str, list[int]] = field(default_factory=dict)
    variations: list[VariationResult] = field(default_factory=list)
    max_compiles: int | None = None
    base_compiles: int = 0
    #: against jaxcheck.lock (check only): what got worse, what got better.
    regressions: list[str] = field(default_factory=list)
    improvements: list[str] = field(default_factory=list)

    @property
    def over_budget(self) -> bool:
        return self.max_compiles is not None and self.base_compiles > self.max_compiles

    @property
    def unexpected(self) -> int:
        """Unexpected recompiles of base calls, contradicted variations, a blown budget."""
        events = sum(1 for f in self.functions for e in f.events
                     if e.recompile and not e.expected and e.variation is None)
        variations = sum(1 for v in self.variations if not v.expected)
        return events + variations + int(self.over_budget)

    @property
    def status(self) -> str:
        if self.error is not None:
            return "error"
        return "fail" if self.unexpected else "pass"


@dataclass
class Report:
    jaxcheck_version: str
    jax_version: str
    backend: str
    mode: str
    entrypoints: list[EntrypointReport] = field(default_factory=list)
    #: the directory that relative paths (call sites, definitions) are relative to;
    #: None for the current directory (check and baseline run from the project root).
    root: str | None = None

    @property
    def compiles(self) -> int:
        return sum(f.compiles for ep in self.entrypoints for f in ep.functions)

    @property
    def recompiles(self) -> int:
        return sum(len(f.recompiles) for ep in self.entrypoints for f in ep.functions)

    @property
    def unexpected(self) -> int:
        return sum(ep.unexpected for ep in self.entrypoints)

    @property
    def cache_hits(self) -> int:
        """Compiles served by JAX's persistent compilation cache (counted in compiles too)."""
        return sum(1 for ep in self.entrypoints for f in ep.functions for e in f.events
                   if e.cache_hit)

    @property
    def errors(self) -> int:
        return sum(1 for ep in self.entrypoints if ep.error is not None)

    @property
    def exit_code(self) -> int:
        """0 clean, 1 unexpected recompiles, 3 a target raised (wins over 1)."""
        if self.errors:
            return 3
        return 1 if self.unexpected else 0
