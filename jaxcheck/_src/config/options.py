"""What a run was asked to do, as plain data: the options, and the callbacks beside them.

:class:`RunOptions` is built once (from the command line, ``[tool.jaxcheck]`` or
``jaxcheck.run``), checked when built, never changed afterwards (a changed copy is
made with :meth:`RunOptions.replace`), and sent to worker processes as a dict
(:meth:`RunOptions.to_dict`). What cannot travel, callbacks, is in :class:`Hooks`.
Nothing here imports JAX or the runner.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..model.report import Mode
from ..util.errors import UsageError

#: the fields a worker process needs to run one target as this process would.
_TRAVELS = ("args", "dims", "expect", "max_compiles", "allow_no_compile", "seed", "mode",
            "variations", "program_args", "example", "vary", "group", "probe",
            "probe_declared")


@dataclass(frozen=True)
class RunOptions:
    """What `jaxcheck run` was asked to do, beyond the targets."""

    args: str | None = None
    #: an example factory, "module:function" (``--example``); instead of ``args``.
    example: str | None = None
    #: path patterns (``--vary``, ``--group``): what to vary, what to vary as one.
    vary: tuple[str, ...] = ()
    group: tuple[str, ...] = ()
    dims: dict[str, list[int]] = field(default_factory=dict)
    expect: dict[str, Any] = field(default_factory=dict)
    #: compiles allowed per function (not per target or process), base calls only.
    max_compiles: int | None = None
    #: a function target that compiles nothing passes (``--allow-no-compile``).
    allow_no_compile: bool = False
    seed: int = 0
    #: ``--mode``, or ``mode=`` of ``jaxcheck.run``; None when not given: each target's
    #: own (declared, then ``[tool.jaxcheck] mode``, then by its kind: :meth:`mode_for`).
    mode: Mode | None = None
    variations: bool = True
    #: each target in its own worker process; ``jobs`` at a time; ``timeout`` s each.
    isolate: bool = False
    jobs: int = 1
    timeout: float | None = None
    #: what followed `--`: a target sees ``sys.argv = [its file, *program_args]``.
    program_args: tuple[str, ...] = ()
    #: ``--probe``: vary every jitted function of the user's from its first call once
    #: the workload or program ends (``run/probe.py``), each reported apart.
    probe: bool = False
    #: ``[tool.jaxcheck.probe.NAME]``: what a probed function expects, varies and groups,
    #: by its name (``train_step``, ``train.py:train_step``): name -> {"expect", "vary",
    #: "group"}, checked when read (``config/table.py``).
    probe_declared: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        from . import settings

        if self.mode is not None:
            settings.check("mode", self.mode)
        object.__setattr__(self, "program_args", tuple(self.program_args))
        object.__setattr__(self, "vary", tuple(self.vary))
        object.__setattr__(self, "group", tuple(self.group))
        if self.example is not None and self.args is not None:
            raise UsageError("give --args (a spec) or --example (a factory), not both")
        object.__setattr__(self, "dims", {k: list(v) for k, v in self.dims.items()})
        object.__setattr__(self, "expect", dict(self.expect))
        object.__setattr__(self, "probe_declared", dict(self.probe_declared))
        for key in ("seed", "jobs", "timeout"):
            value = getattr(self, key)
            if value is not None:
                settings.check(key, value)
        # args, dims, expect and max_compiles are a declaration: checked as one
        # (``flags.cli_declaration``), with what the targets declare

    def mode_for(self, declared: Mode | None, workload: bool) -> Mode:
        """The mode one target runs in: the one given for the run (``--mode``), else the
        one it declares (its entry's or ``@jaxcheck.entrypoint``'s ``mode``, else
        ``[tool.jaxcheck] mode``), else trace mode for a function target and execute mode
        for a workload.

        A function target's question (which change of its arguments recompiles) is
        answered by tracing alone, at a fraction of a compile's cost; where a trace
        cannot answer (concrete values needed, a lax loop outside jit) the runner runs
        that target in execute mode anyway. A workload is the user's own code, loops
        and all, whose compiles only a real run shows: it executes unless asked.
        """
        return self.mode or declared or ("execute" if workload else "trace")

    def report_mode(self, entries: Any) -> Mode:
        """A whole run's mode: trace when every target ran in trace mode (the one given
        when there were none), else execute (a report that holds a compile counts
        compiles)."""
        modes = {ep.mode for ep in entries}
        if not modes:
            return self.mode or "execute"
        return "trace" if modes == {"trace"} else "execute"

    def replace(self, **changes: Any) -> RunOptions:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """What a worker needs, as JSON-able data (see :meth:`from_dict`)."""
        out = {k: getattr(self, k) for k in _TRAVELS}
        out["program_args"] = list(self.program_args)
        out["vary"], out["group"] = list(self.vary), list(self.group)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunOptions:
        return cls(**{k: data[k] for k in _TRAVELS if k in data})


#: True when this process is the ``jaxcheck`` command itself (set by ``app.main``), not
#: a program that runs the command line or the library in its own process (a test's
#: ``CliRunner``, a notebook): only then is the process jaxcheck's to tune (``Hooks``).
OWN_PROCESS = False


@dataclass
class Hooks:
    """The callbacks of a run, kept apart from its options (they cannot travel)."""

    #: told what runs: ``begin(total)``, ``started(target)``, ``finished(target, reports)``
    #: (see ``progress.Progress``); None for silence.
    progress: Any = None
    #: called with a ``runner.LiveRun`` for each entrypoint; returns a context manager
    #: active while it runs (a worker streams partial reports).
    live: Callable[[Any], Any] | None = None
    #: Ctrl-C (KeyboardInterrupt) ends the run with what finished (``Report.interrupted``)
    #: instead of propagating; the command line sets it, the library does not.
    keep_on_interrupt: bool = False
    #: The process is jaxcheck's own (``OWN_PROCESS``): what Python, JAX and jaxcheck made
    #: before the user's first module is frozen out of the collector (``run/runner.py``'s
    #: ``freeze_startup``). The library leaves the collector of its caller's process alone.
    own_process: bool = False
