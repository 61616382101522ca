"""Plain data passed between the pipeline stages.

Nothing here imports JAX: the CLI, the renderers and the JSON schema use these
types without paying for JAX's import.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..util.errors import INTERNAL, INTERRUPTED, OK, RECOMPILES, TARGET_ERROR

# the vocabulary, re-exported: ``from .report import SCHEMA, CAUSE_KINDS`` works
from .kinds import (  # noqa: F401
    CAUSE_KINDS,
    INTERNAL_ERROR,
    PROBE,
    RESULT_ORDER,
    SCHEMA,
    CauseKind,
    CauseReason,
    ExpectedBy,
    Mode,
    Outcome,
    Policy,
)
from .later import Later, OnRead  # noqa: F401  (the model's lazily computed fields)
from .unexpected import Unexpected, report_repr


@dataclass(frozen=True)
class Cause:
    """One difference between a compile's signature and the closest earlier one.

    ``path`` is the argument path as the user wrote the function (``x``,
    ``params['w']``, ``xs[1]``), or a config name for ``tracing_context``.
    ``before`` and ``after`` are short texts of what changed; ``note`` says more in
    words; ``reason`` says the same for programs (it picks the fix hint).
    """

    kind: CauseKind
    path: str | None = None
    before: str | None = None
    after: str | None = None
    note: str | None = None
    reason: CauseReason | None = None

    def describe(self) -> str:
        """``kind at path: before → after``: the one plain-text form of a cause."""
        where = f" at {self.path}" if self.path else ""
        change = (f": {self.before} → {self.after}"
                  if self.before is not None or self.after is not None else "")
        return f"{self.kind}{where}{change}"


@dataclass
class CompileEvent:
    """One compile of a user function (one event per compile, in call order).

    The fields to read first (the same names in ``--format json``):

    * ``recompile``: False for the function's first compile, True for every later one;
    * ``expected`` and ``expected_by``: the verdict. A recompile is expected when a
      declaration (dims, a variation policy, a budget) or ``jaxcheck.lock`` allows it;
      ``expected_by`` names which, and is None when the recompile is unexpected;
    * ``causes``: what changed since the closest earlier compile, one :class:`Cause`
      per difference (``kind``, the argument ``path``, ``before`` → ``after``); empty
      when jaxcheck could not tell, and then ``explanation`` (JAX's own words) or
      ``signature_error`` says why. The compile is counted either way;
    * ``hint``: the fix to try first, for the first cause;
    * ``call_site``: ``file:line`` of the user's call that compiled;
    * ``seconds``: what the compile cost (trace + lower + XLA compile).
    """

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
    #: when JAX's persistent compilation cache is on: what it did with this executable,
    #: {"status": "hit" | "miss" | "written" | "not_written" | "disabled", "reason": str,
    #: "key", "ingredients" (JAX's hash of each, shortened), "xla_flags", "seconds" (a
    #: miss's compile time) or "saved_seconds" (a hit's), and for a miss "miss_reason"
    #: (why it was not a hit), "changed" (the key's ingredients that changed) and
    #: "arguments" (the changed arguments, as causes)}. See ``analysis/pcache.py``.
    persistent_cache: dict | None = None
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
    #: why the verdict found it expected: "first compile", "dims", "budget", "lock",
    #: "variation policy"; None when unexpected.
    expected_by: ExpectedBy | None = None
    #: index into the entrypoint's ``variations`` of the call that compiled.
    variation_index: int | None = None
    #: what changed in the compiled program (the jaxpr, as ``jax.make_jaxpr`` prints
    #: it) against the compile the causes compare with: a unified diff, or one line
    #: when only shapes changed; None for a first compile or when it is not known.
    #: Computed when first read (the analysis gives a ``Later``): a view that never
    #: shows it (the terminal's) never pays for reading two large programs.
    program_change: str | None = OnRead()  # type: ignore[assignment]
    #: how the user's code got to the call that compiled: its frames outermost first
    #: (``file:line in function``), each run of library frames as ``… N library frames``.
    call_stack: list[str] = field(default_factory=list)
    #: the compiled executable's memory analysis, in bytes, where the backend gives it:
    #: {"code": generated code, "arguments", "outputs", "temp", "alias"}. Read from the
    #: executable when first read (a ``Later``), as ``program_change``.
    memory: dict[str, int] | None = OnRead()  # type: ignore[assignment]


@dataclass
class FunctionReport:
    """Every compile of one user function (a source location and name), in order.

    ``name`` is the function's qualified name and ``defined_at`` its ``file:line``;
    ``events`` holds one :class:`CompileEvent` per compile, the first one included, so
    ``compiles`` is ``len(events)`` and ``recompiles`` the events after the first.
    ``unexpected_recompiles`` are the ones that fail the run.
    """

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

    @property
    def base_compiles(self) -> int:
        """Compiles of the target's own calls (not of variations): what ``max_compiles``
        bounds, per function."""
        return sum(1 for e in self.events if e.variation is None)

    @property
    def unexpected_recompiles(self) -> list[CompileEvent]:
        return [e for e in self.events if e.recompile and not e.expected]

    @property
    def unexpected_seconds(self) -> float:
        """Compile seconds spent on unexpected recompiles: the cost to fix first."""
        return sum(e.seconds or 0.0 for e in self.unexpected_recompiles)

    def __repr__(self) -> str:
        # one line in a REPL or a list (`w.functions`); the events are in `.events`
        n, r = self.compiles, len(self.recompiles)
        return (f"<FunctionReport {self.name} ({self.defined_at}): {n} compile"
                f"{'s' if n != 1 else ''}, {r} recompile{'s' if r != 1 else ''}>")


@dataclass
class RecompileGroup:
    """Recompiles of one function with the same causes (kind and path) and verdict.

    ``events`` are 1-based positions in the function's ``events``; ``values`` the
    distinct ``after`` texts of a single-cause group, in order of appearance.
    """

    causes: list[tuple[str, str | None]]
    events: list[int]
    expected: bool
    expected_by: str | None
    seconds: float
    values: list[str]
    first_call_site: str | None
    last_call_site: str | None
    hint: str | None
    #: the recompiles came from variation calls, not base calls.
    variation: bool = False
    #: the transformation compiled (``CompileEvent.transform``), None for plain calls.
    transform: str | None = None

    @property
    def count(self) -> int:
        return len(self.events)


#: the note of a target that `check` judged against a lock with no entry for it.
NOT_LOCKED = "not in jaxcheck.lock: run `jaxcheck baseline` to record it"


@dataclass(frozen=True)
class Overrun:
    """A function that compiled more often than its target's ``max_compiles`` allows:
    ``compiles`` of the target's own calls (variations not counted), ``allowed`` of
    them allowed. Computed from the report (``EntrypointReport.overruns``), never kept."""

    function: str
    defined_at: str
    compiles: int
    allowed: int

    def describe(self) -> str:
        """The one plain-text form, as the report's notes and failures show it."""
        times = "time" if self.compiles == 1 else "times"
        return (f"`{self.function}` ({self.defined_at}) compiles {self.compiles} {times}, "
                f"over max_compiles = {self.allowed}")


@dataclass
class Divergence:
    """Processes of one distributed job that compiled different programs at the same
    point: the ``compile``-th compile of ``function`` (1-based), at argument ``path``.

    ``values`` maps each process index to its value there (``f32[] (weak)``);
    ``kind`` is the cause kind of the difference (``weak_type``, ``shape``...), or
    ``compiles`` when the processes compiled the function a different number of
    times. ``job`` names the job: its coordinator address and process count.
    """

    job: str
    function: str
    defined_at: str
    compile: int
    kind: str
    path: str | None
    call_site: str | None
    values: dict[int, str] = field(default_factory=dict)


@dataclass
class ErrorInfo:
    type: str
    message: str
    traceback: str | None = None
    #: the fix, when the error is one JAX raises for a known mistake (``hints.error_hint``)
    hint: str | None = None


@dataclass
class VariationResult:
    """One call with one argument changed along one axis, and what it did.

    ``result`` is "hit" (no compile), "recompile", "error" (the call raised; ``detail``: its
    last line) or "skipped" (not applicable; ``detail`` says why). ``policy`` is what the
    declaration expects (an error only ``"error"``); ``expected`` the verdict.
    """

    axis: str
    path: str
    result: Outcome
    expected: bool
    causes: list[Cause] = field(default_factory=list)
    detail: str | None = None
    policy: Policy = "any"
    #: why the verdict found it expected ("variation policy", "lock"); None if not.
    expected_by: ExpectedBy | None = None
    #: the axis applies to this argument's type but cannot run here (a static
    #: argument has no array twin; a dimension must agree with another argument):
    #: shown as n.a. with ``detail`` as the reason.
    withheld: bool = False


@dataclass
class EntrypointReport:
    """One target: what it compiled, its variations, and the verdict on them.

    ``target`` is the target as given (``module:function``); ``kind`` is "workload"
    (called once with no arguments), "function" (called with ``args`` built from a
    spec, once per ``dims`` value, then once per variation), "process"
    (``run -- COMMAND``) or "probe" (a jitted function of a workload or a process,
    varied from its first call by ``--probe``: ``run/probe.py``). ``functions`` holds
    every user function that compiled, with its events; ``variations`` what each
    variation call did. ``error`` is set when the target raised (exit code 3).
    ``unexpected`` counts what fails the target and ``status`` is "pass", "fail" or
    "error".
    """

    target: str
    kind: str  # "workload" | "function" | "process" | "probe"
    functions: list[FunctionReport] = field(default_factory=list)
    error: ErrorInfo | None = None
    #: "execute" (compile and run) or "trace" (trace only; events are fresh traces).
    mode: Mode = "execute"
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
    #: for `run -- COMMAND`: the process this entry reports on (kind "process"), or
    #: None; ``target`` is then its command line.
    pid: int | None = None
    #: the declared expectations (``--expect``, ``expect = {...}``): variation policies,
    #: and for a workload or a process which recompile causes are accepted. An input
    #: of the verdict, carried so a report read back can be judged again.
    expect: dict = field(default_factory=dict)
    #: for a process: its command line (``target`` is then what it runs, e.g. a
    #: ``multiprocessing`` child's target); None for a target.
    command: list[str] | None = None
    #: a failure that is no recompile: a function target that compiled nothing
    #: (``"`loss_fn` is not jitted and compiled nothing: …"``), unless allowed.
    finding: str | None = None
    #: judged by `check` against a ``jaxcheck.lock`` that has no entry for this target
    #: (shown as the note :data:`NOT_LOCKED`).
    not_locked: bool = False
    inputs: list[str] = field(default_factory=list)  # its files (run/sources.py); private

    @property
    def over_budget(self) -> bool:
        """Some function compiled more often than ``max_compiles`` allows (per function)."""
        return bool(self.functions_over_budget)

    @property
    def functions_over_budget(self) -> list[FunctionReport]:
        if self.max_compiles is None:
            return []
        return [f for f in self.functions if f.base_compiles > self.max_compiles]

    @property
    def compiles(self) -> int:
        return sum(f.compiles for f in self.functions)

    @property
    def recompiles(self) -> int:
        return sum(len(f.recompiles) for f in self.functions)

    @property
    def unexpected_recompiles(self) -> int:
        """Recompiles (of base or variation calls) that nothing declared or locked allows."""
        return sum(len(f.unexpected_recompiles) for f in self.functions)

    @property
    def contradicted(self) -> int:
        """Variations whose result contradicts the declared expectation (or the lock)."""
        return sum(1 for v in self.variations if not v.expected)

    @property
    def variations_raised(self) -> int:
        """Variations whose call raised: each fails unless its policy is ``"error"``, and
        is counted in the summary either way ("2 variations raised")."""
        return sum(1 for v in self.variations if v.result == "error")

    @property
    def compile_seconds(self) -> float:
        return sum(f.compile_seconds for f in self.functions)

    @property
    def unexpected_seconds(self) -> float:
        return sum(f.unexpected_seconds for f in self.functions)

    @property
    def unexpected(self) -> int:
        """What fails the target: unexpected recompiles of base calls, contradicted
        variations (which include the variation calls' unexpected recompiles) and a
        blown budget. Not a count of recompiles: see ``unexpected_recompiles``."""
        events = sum(1 for f in self.functions for e in f.events
                     if e.recompile and not e.expected and e.variation is None)
        return events + self.contradicted + int(self.over_budget)

    @property
    def overruns(self) -> list[Overrun]:
        """One :class:`Overrun` per function over ``max_compiles`` (none without one)."""
        return [Overrun(f.name, f.defined_at, f.base_compiles, self.max_compiles)
                for f in self.functions_over_budget]

    @property
    def all_notes(self) -> list[str]:
        """``notes``, then what the report's data says in words: :data:`NOT_LOCKED`, and
        each overrun's ``describe()``. The JSON report keeps all of them in its
        ``notes``; read back (``model/wire.py``), the words become data again."""
        return [*self.notes, *([NOT_LOCKED] if self.not_locked else []),
                *(o.describe() for o in self.overruns)]

    @property
    def status(self) -> str:
        """``pass``, ``fail`` or ``error``, read from what the verdict decided
        (:func:`status`)."""
        return status(self)


#: how a notebook shows a :class:`Report` (``html``: the HTML fragment; ``pretty``: the
#: terminal report as text): set by the package (``jaxcheck/__init__``), so the model
#: depends on no renderer.
VIEWS: dict[str, Any] = {}


@dataclass
class Report:
    """The whole run: one :class:`EntrypointReport` per target, and the totals.

    ``jaxcheck.run`` returns it and ``--format json`` prints it. The totals are
    properties over ``entrypoints`` (``compiles``, ``recompiles``, ``unexpected``,
    ``errors``, ...); ``exit_code`` is the command line's: 0 clean, 1 unexpected
    recompiles, 3 a target raised. Walk it as
    ``report.entrypoints[i].functions[j].events[k].causes``::

        for ep in report.entrypoints:
            for fn in ep.functions:
                for event in fn.unexpected_recompiles:
                    print(fn.name, event.call_site, [c.kind for c in event.causes])
    """

    jaxcheck_version: str
    jax_version: str
    backend: str
    mode: Mode
    entrypoints: list[EntrypointReport] = field(default_factory=list)
    #: the directory that relative paths (call sites, definitions) are relative to;
    #: None for the current directory (check and baseline run from the project root).
    root: str | None = None
    #: for `run -- COMMAND`: the command line and the exit code it returned
    #: (negative: killed by that signal; None: did not finish).
    command: str | None = None
    program_exit: int | None = None
    #: stopped by Ctrl-C or SIGTERM: ``entrypoints`` holds what finished (exit code 130).
    interrupted: bool = False
    #: for `run -- COMMAND`: where processes of one distributed job compiled different
    #: programs; each one fails the run.
    divergences: list[Divergence] = field(default_factory=list)

    def __repr__(self) -> str:
        # one line, the first failure in it: pytest prints it in `where 1 = Report(...)`
        return report_repr(self)

    def _repr_html_(self) -> str | None:
        """In a notebook, the HTML report (its styles kept to itself)."""
        view = VIEWS.get("html")
        return view(self) if view is not None else None

    def _repr_pretty_(self, p, cycle: bool) -> None:
        """In terminal IPython, the terminal report."""
        view = VIEWS.get("pretty")
        p.text(view(self) if view is not None else repr(self))

    @property
    def own(self) -> list[EntrypointReport]:
        """The entries of what ran: targets or processes, not the functions ``--probe``
        varied (kind ``"probe"``), whose traces are never the program's compiles."""
        return [ep for ep in self.entrypoints if ep.kind != PROBE]

    @property
    def probes(self) -> list[EntrypointReport]:
        """The entries of the functions ``--probe`` varied (``run/probe.py``)."""
        return [ep for ep in self.entrypoints if ep.kind == PROBE]

    @property
    def compiles(self) -> int:
        return sum(f.compiles for ep in self.own for f in ep.functions)

    @property
    def recompiles(self) -> int:
        return sum(len(f.recompiles) for ep in self.own for f in ep.functions)

    @property
    def unexpected(self) -> Unexpected:
        """Everything that fails the run (see :attr:`EntrypointReport.unexpected`), and
        every divergence between the processes of a distributed job: an ``int`` that
        keeps this report, so that a failing ``assert not report.unexpected`` in pytest
        prints why (``model/unexpected.py``)."""
        return Unexpected(sum(ep.unexpected for ep in self.entrypoints)
                          + len(self.divergences), self)

    @property
    def unexpected_recompiles(self) -> int:
        return sum(ep.unexpected_recompiles for ep in self.own)

    @property
    def budgets(self) -> int:
        """Targets with a declared max_compiles."""
        return sum(1 for ep in self.entrypoints if ep.max_compiles is not None)

    @property
    def budget_overruns(self) -> int:
        return sum(1 for ep in self.entrypoints if ep.over_budget)

    @property
    def variations(self) -> int:
        """Variations that ran (skipped ones excluded)."""
        return sum(1 for ep in self.entrypoints for v in ep.variations
                   if v.result != "skipped")

    @property
    def contradicted(self) -> int:
        return sum(ep.contradicted for ep in self.entrypoints)

    @property
    def variations_raised(self) -> int:
        """Variations that raised (:attr:`EntrypointReport.variations_raised`)."""
        return sum(ep.variations_raised for ep in self.entrypoints)

    @property
    def compile_seconds(self) -> float:
        return sum(ep.compile_seconds for ep in self.own)

    @property
    def unexpected_seconds(self) -> float:
        return sum(ep.unexpected_seconds for ep in self.own)

    @property
    def cache_hits(self) -> int:
        """Compiles served by JAX's persistent compilation cache (counted in compiles too)."""
        return sum(1 for ep in self.entrypoints for f in ep.functions for e in f.events
                   if e.cache_hit)

    @property
    def persistent_cache(self) -> dict | None:
        """What JAX's persistent compilation cache did over the run; None when it was off.

        ``misses`` counts every executable compiled although the cache was looked up
        (``written`` and ``not_written`` are some of them); ``seconds_saved`` is what
        the hits saved, ``seconds_missed`` the compile time of the misses: what a warm
        cache could have saved.
        """
        seen = [e.persistent_cache for ep in self.entrypoints for f in ep.functions
                for e in f.events if e.persistent_cache]
        if not seen:
            return None
        hits = [p for p in seen if p.get("status") == "hit"]
        missed = [p for p in seen if p.get("status") in ("miss", "written", "not_written")]
        return {"hits": len(hits), "misses": len(missed),
                "written": sum(1 for p in missed if p.get("status") == "written"),
                "not_written": sum(1 for p in missed if p.get("status") == "not_written"),
                "disabled": sum(1 for p in seen if p.get("status") == "disabled"),
                "seconds_saved": round(sum(p.get("saved_seconds") or 0.0 for p in hits), 6),
                "seconds_missed": round(sum(p.get("seconds") or 0.0 for p in missed), 6)}

    @property
    def errors(self) -> int:
        return sum(1 for ep in self.entrypoints if ep.error is not None)

    @property
    def exit_code(self) -> int:
        """The command line's exit code, read from what the verdict decided
        (:func:`exit_code`): 0 clean, 1 unexpected recompiles (or a function target
        that compiled nothing), 3 a target raised (wins over 1), 130 interrupted (wins
        over all: the report then holds only what finished)."""
        return exit_code(self)


# --- the outcome -------------------------------------------------------------------------
# How a judged report reads as an outcome. The verdict (``verdict/verdict.py``) decides
# what was expected and writes it on the report as data (``expected``, ``expected_by``,
# ``finding``, a variation's verdict); these two only read that data, which is why they
# live beside the model: a report judged in this process or read back from a worker, a
# program's process or a saved JSON file answers the same.


def status(ep: EntrypointReport) -> str:
    """``error`` (it raised, was stopped or crashed), ``fail`` (something unexpected, or a
    finding), else ``pass``."""
    if ep.error is not None:
        return "error"
    return "fail" if ep.unexpected or ep.finding else "pass"


def exit_code(report: Report) -> int:
    """0 clean, 1 unexpected recompiles (or a function target that compiled nothing, or
    processes that diverged), 3 a target raised (wins over 1), 4 jaxcheck itself failed in
    a worker or a program's process (wins over 3: a bug of ours, never the target's),
    130 interrupted (wins over all: the report then holds only what finished)."""
    if report.interrupted:
        return INTERRUPTED
    if any(ep.error is not None and ep.error.type == INTERNAL_ERROR
           for ep in report.entrypoints):
        return INTERNAL
    statuses = [status(ep) for ep in report.entrypoints]
    if "error" in statuses:
        return TARGET_ERROR
    if "fail" in statuses or report.divergences:
        return RECOMPILES
    return OK
