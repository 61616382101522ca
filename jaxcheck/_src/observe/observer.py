"""The one observer: a capture of user code, its analysis, and the finishing stage.

Every way of running watches JAX through an :class:`Observer`: a target run in this
process or in an isolated worker (``run/runner.py``), each process of a program
(``run/process.py``), a ``watch`` block and so the pytest marker and fixture
(``embed/watch.py``), the guard (``embed/guard.py``) and a notebook under ``%jaxcheck
on`` (``embed/notebook.py``). Only where the calls come from and where the report goes
differ; what a compile is, what caused it, and what was expected are decided here once::

    with Observer() as observer:                 # hooks JAX (restored on exit)
        with observer.call(dims="B=8"):          # a call of the target: which records
            step(params, batch)                  #   it makes (labels its events)
    ep = EntrypointReport("m:step", "function")
    observer.report(ep, full=True)               # functions, events, variation results
    observer.finish(ep, allow_no_compile=False)  # cache misses explained, then judged
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..analysis.calls import Call
from ..model.report import CompileEvent, EntrypointReport, FunctionReport, VariationResult
from . import finish as finishing

if TYPE_CHECKING:
    from ..capture.records import CallRecord


class Observer:
    """A :class:`~..capture.capture.Capture` and the :class:`~..analysis.analyze.Analysis`
    that folds it in, as it goes.

    **Arguments:**

    - ``mode``: ``"execute"`` (calls compile and run) or ``"trace"`` (calls are traced
      with abstract arrays; an event is a fresh trace).
    - ``trace_only``: the capture's start-up probe only traces (default: in trace
      mode). A program's process sets it: compiling at its start would start JAX's
      backend before the program configures it.

    Use it as a context manager, or ``start()`` and ``stop()``: every JAX flag, logger
    and hook it touches is restored when the last observer of the process stops.
    """

    def __init__(self, mode: str = "execute", *, trace_only: bool | None = None,
                 probe: bool = False) -> None:
        # imported here: the capture imports JAX, which importing a module of the
        # command line (``jaxcheck --help``) must not
        from ..analysis.analyze import Analysis
        from ..capture.capture import Capture

        self.capture = Capture(trace_only=mode == "trace" if trace_only is None
                               else trace_only, probe=probe)
        self.analysis = Analysis(mode)

    # -- life cycle -------------------------------------------------------------------
    def start(self) -> Observer:
        self.capture.__enter__()
        return self

    def stop(self) -> None:
        self.capture.__exit__(None, None, None)

    def __enter__(self) -> Observer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    # -- the calls of a target ----------------------------------------------------------
    @contextlib.contextmanager
    def call(self, *, dims: str | None = None, variation: VariationResult | None = None,
             index: int | None = None) -> Iterator[Call]:
        """Mark the records made inside the block as one call of the target: a base call
        (``dims``: its named-dimension values, ``B=8``) or ``variation``, at ``index`` in
        the target's variations. Its events say so, and a variation's recompile is
        diffed against the function's first compile (the base the variation changed one
        thing of), not against whichever earlier compile happens to be as close; its
        result is read from its events (:meth:`report`)."""
        made = Call(self.capture.dropped + len(self.capture.records), dims=dims,
                    variation=variation, index=index)
        self.analysis.calls.append(made)
        try:
            yield made
        finally:
            made.end = self.capture.dropped + len(self.capture.records)

    # -- what it saw ----------------------------------------------------------------------
    def follow(self, full: bool = False) -> list[tuple[FunctionReport, CompileEvent]]:
        """Fold in what is new since the last look (``full``: everything still held); the
        new events, with their functions."""
        return self.analysis.follow(self.capture, full=full)

    @property
    def functions(self) -> list[FunctionReport]:
        return self.analysis.functions

    @property
    def internal_compiles(self) -> int:
        return self.analysis.internal_compiles

    @property
    def records(self) -> list[CallRecord]:
        return self.capture.records

    def index_of(self, rec: CallRecord) -> int:
        return self.analysis.index_of(rec)

    def forget(self, keep: int) -> None:
        """Forget all but the latest ``keep`` records, in the capture and the analysis
        together (a guard in a long-running process)."""
        self.analysis.forget(self.capture.forget(keep))

    def report(self, ep: EntrypointReport, full: bool = False) -> EntrypointReport:
        """``ep`` with what was seen so far: its functions and their events, its base
        compiles, and the result of each variation that ran (``hit`` or ``recompile``,
        with the causes of its events). Not judged: see :meth:`finish`."""
        self.follow(full)
        ep.functions = list(self.analysis.functions)
        ep.internal_compiles = self.analysis.internal_compiles
        ep.base_compiles = self.analysis.base_compiles
        caused: dict[int, list[CompileEvent]] = {}
        for f in ep.functions:
            for e in f.events:
                if e.variation_index is not None:
                    caused.setdefault(e.variation_index, []).append(e)
        for call in self.analysis.calls:
            v = call.variation
            if v is None:
                continue
            inside = caused.get(call.index, [])
            if v.result != "error" and not v.withheld:
                v.result = "recompile" if inside else "hit"
            v.causes = [c for e in inside for c in e.causes]
        return ep

    # -- finishing --------------------------------------------------------------------------
    def finish(self, ep: EntrypointReport, **judging: Any) -> EntrypointReport:
        """``ep``'s persistent-cache misses explained, then judged (``observe/finish.py``:
        ``lock``, ``allow_no_compile``, ``armed``, ``judged``)."""
        return finishing.finish(ep, self.capture.records, **judging)
