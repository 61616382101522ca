"""Watch compiles in your own code and tests: ``jaxcheck.watch`` and ``assert_max_compiles``.

Unlike ``chex.assert_max_traces`` or ``equinox``'s trace counters, nothing needs
decorating: every jitted function called inside the block is observed, and a
failure says which argument changed, how, and what to do about it::

    with jaxcheck.assert_max_compiles(1):
        for batch in batches:
            train_step(params, batch)
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..model.report import CompileEvent, EntrypointReport, FunctionReport
from ..observe import finish as finishing
from ..report.text import function_text


class JaxcheckWarning(UserWarning):
    """A result that may not mean what it seems: a name that matched nothing, a budget
    met only because JAX's cache was warm."""


JaxcheckWarning.__module__ = "jaxcheck"


class _Functions(list):
    """``w.functions``: a list, shown one line per function."""

    def __repr__(self) -> str:
        return "[" + ",\n ".join(repr(f) for f in self) + "]"


@dataclass
class Watch:
    """What a :func:`watch` block compiled so far (final once the block exits)."""

    # Internal state, not part of the API (nor of the constructor or repr).
    _observer: Any = field(default=None, init=False, repr=False)
    #: the block is still running: each read folds in what is new (and judges it).
    _live: bool = field(default=False, init=False, repr=False)
    #: the capture's records, kept once the block exits (for jaxcheck's own tests).
    _records: list | None = field(default=None, init=False, repr=False)
    #: JAX's caches were emptied as the block began: no compile was hidden by them.
    _cold: bool = field(default=False, init=False, repr=False)
    #: the finishing stage's notes, once the block exits (see :attr:`notes`)
    _notes: list[str] = field(default_factory=list, init=False, repr=False)

    @property
    def notes(self) -> list[str]:
        """What jaxcheck could not do exactly in the block (a compiled call it could not
        classify, whose compiles are counted as its function's), once the block exits;
        each is also warned (:class:`JaxcheckWarning`), as the report prints it."""
        return list(self._notes)

    @property
    def functions(self) -> list[FunctionReport]:
        if self._observer is None:
            return _Functions()
        if self._live:  # fold in what is new since the last look, judged as at the end
            finishing.judge(self._observer.report(self._entry()))
        return _Functions(self._observer.functions)

    @property
    def internal_compiles(self) -> int:
        if self._observer is None:
            return 0
        if self._live:
            self._observer.follow()
        return self._observer.internal_compiles

    def _entry(self) -> EntrypointReport:
        """Everything compiled in the block, as a workload with nothing declared."""
        return EntrypointReport("watch", "workload", list(self._observer.functions))

    def _freeze(self) -> None:
        if self._live:
            self._live = False
            self._observer.follow(full=True)
            self._records = list(self._observer.records)
            # the finishing stage every way of running takes (persistent-cache misses
            # explained; judged as a workload with nothing declared); what the report
            # would print as notes, warned: a passing block must not hide them
            self._notes = list(self._observer.finish(self._entry()).notes)
            for note in self._notes:
                warnings.warn(f"jaxcheck: {note}", JaxcheckWarning, stacklevel=4)

    @property
    def events(self) -> list[CompileEvent]:
        return [e for f in self.functions for e in f.events]

    @property
    def recompiles(self) -> list[CompileEvent]:
        return [e for e in self.events if e.recompile]

    def compiles(self, name: str | None = None) -> int:
        """Compiles of every user function, or of those named (or ending in) ``name``.

        A name that matches no function compiled in the block warns (with the closest
        name compiled): a typo, or a function compiled before the block whose calls hit
        JAX's cache (``watch(clear_caches=True)`` counts from a cold cache)."""
        found = self._named(name)
        if name is not None and not found:
            warnings.warn(self._unmatched(name), JaxcheckWarning, stacklevel=2)
        return sum(f.compiles for f in found)

    def _unmatched(self, name: str) -> str:
        return "jaxcheck: " + unmatched(name, [f.name for f in self.functions],
                                        "compiled in the block", cold=self._cold)

    def function(self, name: str) -> FunctionReport:
        found = self._named(name)
        if not found:
            raise KeyError(self._unmatched(name))
        return found[0]

    def _named(self, name: str | None) -> list[FunctionReport]:
        if name is None:
            return list(self.functions)
        return [f for f in self.functions if f.name == name or f.name.endswith("." + name)]

    def explain(self) -> str:
        """Every recompile, in the words of the terminal report."""
        return "\n".join(function_text(f, only_unexpected=False) for f in self.functions
                         if f.recompiles) or "no recompiles"


def unmatched(name: str, compiled: list[str], where: str, cold: bool = False) -> str:
    """The one message for a function the user named that no compiled function has
    (``w.compiles``, ``w.function``, ``assert_max_compiles(name=)``, the pytest marker's
    ``name=``). A close name compiled: a typo, said so and nothing else. Else the names
    that did compile, and, unless JAX's caches were emptied first (``cold``), the other
    reason: compiled before, its calls hit JAX's cache."""
    from ..target.locate import did_you_mean

    # a function is named by its own name too (`normalize` for `make.<locals>.normalize`)
    near = did_you_mean(name, [*(n.rpartition(".")[2] for n in compiled), *compiled])
    if near:
        return f"no function named {name!r} {where}{near}"
    seen = ", ".join(compiled) or "none"
    warm = ("" if cold else "; if it was compiled before, its calls hit JAX's cache: "
            "watch(clear_caches=True) counts from a cold cache")
    return f"no function named {name!r} {where} (compiled: {seen}){warm}"


@contextlib.contextmanager
def watch(*, clear_caches: bool = False) -> Iterator[Watch]:
    """Observe every jitted function compiled in the block.

    The :class:`Watch` reads live inside the block and is final once it exits
    (also when it raises).
    By default JAX's caches are left as they are: a function compiled before the
    block and called again with the same signature is not compiled again.
    ``clear_caches=True`` empties them first, so that the counts do not depend on
    what ran before (the pytest marker and fixture do this).
    """
    from ..observe.observer import Observer

    if clear_caches:
        from ..jaxcompat import clear_caches as clear

        clear()
    result = Watch()
    result._cold = clear_caches
    result._observer = Observer()
    try:
        with result._observer:
            result._live = True
            yield result
    finally:
        result._freeze()


def failure_message(w: Watch, max_compiles: int, name: str | None = None) -> str | None:
    """Why the block failed its budget, or None: judged by ``verdict/verdict.py`` as a workload of
    ``run`` is (``max_compiles`` per function; recompiles within it expected by "budget").

    A name that matches nothing counts as no compile: a function compiled before the
    block and called with a warm cache cannot be told from a misspelt name.
    """
    from ..report.failures import entrypoint_failures
    from ..report.text import cache_lines

    ep = finishing.judge(EntrypointReport("", "workload", w._named(name),
                                          max_compiles=max_compiles))
    over = ep.functions_over_budget
    if not over:
        return None
    # the one failure view's words: each function over its budget, then its compiles
    told = [f for f in entrypoint_failures(ep) if f.kind == "budget"]
    lines = [f"jaxcheck: {len(over)} function(s) compiled more than max_compiles="
             f"{max_compiles} time(s):"]
    for fn, failure in zip(over, told, strict=True):
        events = function_text(fn, only_unexpected=False).split("\n")[1:]
        lines += [failure.text + ":", *events]
        lines += [f"  {line}" for line in cache_lines(fn)]
    return "\n".join(lines)


@contextlib.contextmanager
def assert_max_compiles(n: int, name: str | None = None, *,
                        clear_caches: bool = False) -> Iterator[Watch]:
    """Fail, explaining why, when any user function (or ``name``) compiles over ``n`` times.

    JAX's caches are kept by default: a function compiled before the block (a warm-up)
    does not compile in it. ``clear_caches=True`` empties them first, so that the first
    compile counts too. A block with a budget of 1 or more that compiled nothing at all
    (or nothing named ``name``) passes with a :class:`JaxcheckWarning` that says so."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"assert_max_compiles needs a non-negative integer, got {n!r}")
    with watch(clear_caches=clear_caches) as w:
        yield w
    message = failure_message(w, n, name)
    if message:
        raise AssertionError(message)
    if name is not None and not w._named(name):
        warnings.warn(w._unmatched(name), JaxcheckWarning, stacklevel=3)
    elif n >= 1 and not clear_caches and not w.functions:
        warnings.warn(
            f"jaxcheck: assert_max_compiles({n}) passed without a single compile in the "
            "block: the functions called were compiled before it (a warm cache), so it "
            f"proved nothing about their first compile; assert_max_compiles({n}, "
            "clear_caches=True) counts from a cold cache (or assert_max_compiles(0) "
            "states that nothing compiles)", JaxcheckWarning, stacklevel=3)
