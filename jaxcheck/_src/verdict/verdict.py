"""The verdict: which compiles and variations were expected, and why.

Decided here and nowhere else, from three inputs:

* what the run produced: each event's ``recompile`` flag, the base call it came
  from (``dims``) or the variation that caused it (``variation_index``), and each
  variation's ``result``;
* what was declared: the first ``dims`` value compiles, later ones are meant to
  recompile; a ``max_compiles`` budget allows each function that many compiles of
  the target's own calls; each variation carries its ``policy`` (hit, recompile,
  any, error: a variation that raised fails unless its policy is ``error``, and the
  lock never accepts one); for a workload or a program's process, ``expect`` accepts recompiles by
  cause (``--expect shape=any``, ``--expect shape:x=recompile``);
* for `jaxcheck check`, the entrypoint's entry in ``jaxcheck.lock``: what the lock
  records is accepted; a count above it, a recompile whose identity (cause kind,
  path, class of change: ``verdict/identity.py``) it does not hold, or a ``hit``
  become ``recompile``, is a regression even where the declaration would allow it
  (a recompile a declaration accepts by its cause, ``dims`` or ``expect``, excepted).

Every field it sets is recomputed from those inputs, so judging a report twice
gives one answer: a worker judges without the lock, and `check` judges the report
it read back again, with the lock.

What the verdict writes is data on the report; how that data reads as each target's
``status`` and the run's exit code is ``model/report.py`'s (re-exported here as
:func:`status` and :func:`exit_code`), so that a report read back answers the same.
The finding of a function target that compiled nothing (:func:`compiled_nothing`) is
decided here. ``report/failures.py`` lists the failures these decide, in one wording,
for every surface. Every way of running reaches this module through one call,
``observe.finish.judge``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..model.report import NOT_LOCKED, exit_code, status

if TYPE_CHECKING:  # the model is read, never built here
    from ..model.report import (
        CompileEvent,
        EntrypointReport,
        FunctionReport,
        Report,
        VariationResult,
    )

__all__ = ["NOT_LOCKED", "exit_code", "status"]  # re-exported: the outcome of a verdict

#: which cause kinds an ``expect`` axis accepts in a workload or a process.
AXIS_OF_CAUSE = {"shape": "shape", "dtype": "dtype", "weak_type": "weak_type",
                 "static_value": "value", "pytree_structure": "container"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def accepted(event: CompileEvent, expect: Mapping[str, Any]) -> bool:
    """Whether ``expect`` accepts every cause of a recompile (``--expect shape=any``)."""
    if not event.causes or not expect:
        return False
    for cause in event.causes:
        axis = AXIS_OF_CAUSE.get(cause.kind)
        policy = expect.get(axis) if axis else None
        if isinstance(policy, Mapping):
            path = cause.path or ""
            root = path.split("[")[0].split(".")[0]
            policy = next((policy[k] for k in (path, root, "*") if k in policy), None)
        if policy not in ("any", "recompile"):
            return False
    return True


def raised(report: Report) -> list[tuple[EntrypointReport, VariationResult]]:
    """Every variation that raised and is not declared to: each a finding, which the lock
    never accepts (`baseline` names them, with how to declare each)."""
    return [(ep, v) for ep in report.entrypoints for v in ep.variations
            if v.result == "error" and v.policy != "error"]


def judge_functions(functions: Iterable[FunctionReport]) -> None:
    """With nothing declared: a first compile is expected, every recompile is not."""
    for fn in functions:
        for e in fn.events:
            _set(e, None if e.recompile else "first compile")


def _set(item: CompileEvent | VariationResult, by: str | None) -> None:
    item.expected, item.expected_by = by is not None, by


def _variation(v: VariationResult) -> str | None:
    if v.result == "skipped":  # nothing ran that could contradict a policy
        return "variation policy"
    if v.result == "error":
        # a finding: the target raised for an input it was given, and a pass would hide
        # it; expected only where declared (``expect = {dtype = {x = "error"}}``)
        return "variation policy" if v.policy == "error" else None
    if v.policy == "any" or v.policy == v.result:
        return "variation policy"
    return None


def _first_dims(ep: EntrypointReport) -> str | None:
    # Functions are ordered by first compile and base calls run first, so the
    # earliest event is in the first base call.
    for fn in ep.functions:
        for e in fn.events:
            return e.dims if e.variation is None else None
    return None


def judge_entrypoint(ep: EntrypointReport, locked: dict[str, Any] | None = None, *,
                     allow_no_compile: bool | None = None, armed: bool = False) -> None:
    """Set ``expected``/``expected_by`` on every event and variation of ``ep``, in place.

    ``locked`` is the entrypoint's entry of ``jaxcheck.lock`` (None: no lock); with
    it, regressions and improvements are listed on ``ep``. ``allow_no_compile`` (the
    declaration's, for a target that just ran; None keeps the finding a report read back
    has) decides the finding of a function target that compiled nothing. ``armed``: the
    compiles of an armed guard, every one of them unexpected (the guard then counts
    them against its ``max_recompiles``, :func:`guard_incident`).
    """
    if armed:
        for fn in ep.functions:
            for e in fn.events:
                _set(e, None)
        return
    if allow_no_compile is not None:
        ep.finding = compiled_nothing(ep, allow_no_compile)
    for v in ep.variations:
        _set(v, _variation(v))

    first_dims = _first_dims(ep)
    over = {id(f) for f in ep.functions_over_budget}
    by_cause = ep.kind in ("workload", "process", "program")
    for fn in ep.functions:
        for e in fn.events:
            if not e.recompile:
                by = "first compile"
            elif e.variation is not None:
                v = _variation_of(ep, e)
                by = v.expected_by if v is not None else None
            elif e.dims is not None and e.dims != first_dims:
                by = "dims"  # a new size of a named dimension is meant to compile
            elif ep.max_compiles is not None and id(fn) not in over:
                by = "budget"  # within the declared max_compiles of this function
            elif by_cause and id(fn) not in over and accepted(e, ep.expect):
                by = "expect"  # its causes are declared acceptable
            else:
                by = None
            _set(e, by)

    if locked is not None and ep.error is None:
        _against_lock(ep, locked)


def _variation_of(ep: EntrypointReport, e: CompileEvent) -> VariationResult | None:
    if e.variation_index is not None and 0 <= e.variation_index < len(ep.variations):
        return ep.variations[e.variation_index]
    for v in ep.variations:  # a report without indices: match the label
        if f"{v.axis} {v.path}" == e.variation:
            return v
    return None


#: functions the lock records that no longer compile, named one by one; past these a
#: count (a lock with 200,000 stale entries must not make 200,000 lines)
GONE_SHOWN = 10


#: what a declaration accepts by cause: a recompile it names is no news to the lock
_BY_CAUSE = ("dims", "expect")


def _against_lock(ep: EntrypointReport, locked: dict[str, Any]) -> None:
    from .identity import event_identities
    from .lock import entry_data, function_id

    ep.regressions, ep.improvements = [], []
    now = entry_data(ep)
    counts: dict[str, int] = locked.get("compiles", {})
    # a lock of version 1 holds no identities: it gates on counts alone
    identities: dict[str, list[str]] | None = locked.get("recompiles")
    told: set[str] = set()
    for fn in ep.functions:
        key = function_id(fn)
        was = counts.get(key, 1)  # a first compile of new code is fine
        count = now["compiles"].get(key, 0)
        base = [e for e in fn.events if e.variation is None]
        held = None if identities is None else set(identities.get(key, ()))
        new: list[str] = []
        for i, e in enumerate(base):
            unheld = [] if held is None or e.expected_by in _BY_CAUSE else [
                x for x in event_identities(e) if x not in held]
            if i >= was or unheld:
                # above the locked count, or a recompile the lock has never seen (even at
                # the same count: one fixed, another added): a regression, whatever allowed it
                _set(e, None)
            elif not e.expected:
                _set(e, "lock")
            new += [x for x in unheld if x not in new]
        if count > was:
            ep.regressions.append(f"`{fn.name}` ({fn.defined_at}) compiles "
                                  f"{_plural(count, 'time')}; the lock allows {was}")
        elif count < was:
            ep.improvements.append(f"`{fn.name}` compiles {_plural(count, 'time')}, "
                                   f"down from {was}")
        for x in new:
            ep.regressions.append(f"`{fn.name}` ({fn.defined_at}) recompiles for a new "
                                  f"cause: {x} (the lock does not hold it)")
        if held and key not in told:
            told.add(key)
            seen = set(now["recompiles"].get(key, ()))
            for x in sorted(held - seen):
                ep.improvements.append(f"`{fn.name}` no longer recompiles for {x}")
    gone = sorted(key for key in counts if key not in now["compiles"])
    for key in gone[:GONE_SHOWN]:
        ep.improvements.append(f"{key} no longer compiles (the lock had {counts[key]})")
    if len(gone) > GONE_SHOWN:  # a lock of stale entries: one line, not one per entry
        ep.improvements.append(f"{len(gone) - GONE_SHOWN:,} more functions of the lock no "
                               "longer compile")

    matrix: dict[str, dict[str, str]] = locked.get("variations", {})
    said: set[tuple[str, str]] = set()
    for v in ep.variations:
        was_cell = matrix.get(v.path, {}).get(v.axis)
        cell = now["variations"][v.path][v.axis]
        if was_cell == "hit" and cell == "recompile":
            if v.result == "recompile":
                _set(v, None)
                if (v.path, v.axis) not in said:
                    ep.regressions.append(f"variation {v.axis} of {v.path} now recompiles; "
                                          "the lock says it hits")
                    said.add((v.path, v.axis))
        elif was_cell == cell and not v.expected and v.result != "error":
            _set(v, "lock")  # never an error: the lock records it, only `expect` accepts it
        elif was_cell == "recompile" and cell == "hit" and (v.path, v.axis) not in said:
            ep.improvements.append(f"variation {v.axis} of {v.path} now hits")
            said.add((v.path, v.axis))
    for fn in ep.functions:  # a variation's events follow its (new) verdict
        for e in fn.events:
            if e.recompile and e.variation is not None:
                v = _variation_of(ep, e)
                _set(e, v.expected_by if v is not None else None)


def judge_against_lock(ep: EntrypointReport, lock: dict[str, Any] | None, *,
                       allow_no_compile: bool | None = None) -> None:
    """`check`'s verdict on one finished target: judged again against its entry in
    ``lock`` (the parsed ``jaxcheck.lock``, data), or with the declaration's defaults
    and ``not_locked`` when the lock has no entry for it; without a lock, as `run`
    judges."""
    from .lock import key

    locked = None
    if lock is not None:
        locked = lock["entrypoints"].get(key(ep))
        ep.not_locked = locked is None
    judge_entrypoint(ep, locked, allow_no_compile=allow_no_compile)


def judge_report(report: Report, lock: dict[str, Any] | None = None) -> None:
    """Judge every entrypoint; with a lock (`check`), against its entry there."""
    for ep in report.entrypoints:
        judge_against_lock(ep, lock)


# --- the outcome ---------------------------------------------------------------------


def compiled_nothing(ep: EntrypointReport, allowed: bool = False) -> str | None:
    """The finding of a function target that is not jitted and calls nothing jitted: its
    variations all "hit" because nothing can recompile, so a pass would prove nothing.
    None when it compiled something, raised, is no function target, or ``allowed``."""
    if ep.kind != "function" or ep.error is not None or ep.functions or allowed:
        return None
    name = ep.target.rsplit(":", 1)[-1]
    verb = "traced" if ep.mode == "trace" else "compiled"
    return (f"`{name}` is not jitted and {verb} nothing: no call of it can recompile, so "
            "this check proves nothing; jit it (or target the jitted function it should "
            "call), or allow it with --allow-no-compile (allow_no_compile = true when "
            "declared)")


def guard_incident(count: int, max_recompiles: int) -> bool:
    """The guard's rule: after ``arm()``, the compiles counted (within its window) are an
    incident once there are more than ``max_recompiles`` of them."""
    return count > max_recompiles


def with_lint(run_code: int, lint_code: int) -> int:
    """`check` with ``lint = true``: the run's exit code, unless it is 0; then lint's
    (its findings fail the check with 1, without stopping the run)."""
    from ..util.errors import OK

    return lint_code if run_code == OK else run_code


def baseline_refusal(report: Report) -> str | None:
    """Why `baseline` must not write the lock from ``report``, or None to write it: an
    interrupted run holds only what finished, and a target that raised recorded only
    what ran before its error; either would lock in a partial picture."""
    if report.interrupted:
        return "not written"
    errors = sum(1 for ep in report.entrypoints if ep.error is not None)
    if errors:
        return f"not written: {errors} target(s) raised"
    return None


@dataclass(frozen=True)
class Verdict:
    """What the verdict says of a whole report: each target's status, the exit code."""

    statuses: tuple[str, ...]
    exit_code: int
    unexpected: int


def outcome(report: Report) -> Verdict:
    return Verdict(tuple(status(ep) for ep in report.entrypoints), exit_code(report),
                   report.unexpected)
