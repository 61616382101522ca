"""Run targets under a capture and build the report: the library API behind `jaxcheck run`."""

from __future__ import annotations

import contextlib
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import __version__
from . import _spec as specmod
from ._model import EntrypointReport, ErrorInfo, Report
from ._target import Target, UsageError, load, required_parameters


@dataclass
class RunOptions:
    """What `jaxcheck run` was asked to do, beyond the targets."""

    args: str | None = None
    dims: dict[str, list[int]] = field(default_factory=dict)
    seed: int = 0
    mode: str = "execute"
    #: called with a target's text; returns a context manager shown while it runs.
    progress: Callable[[str], Any] | None = None


def parse_args_spec(text: str | None) -> specmod.CallSpec | None:
    if text is None:
        return None
    try:
        return specmod.parse(text)
    except specmod.SpecError as e:
        raise UsageError(f"bad --args spec {text!r}: {e}") from None


def _first_dims(spec: specmod.CallSpec, dims: dict[str, list[int]]) -> dict[str, int]:
    missing = sorted(spec.dim_names() - set(dims))
    if missing:
        raise UsageError(
            f"--args names dimension(s) {', '.join(missing)} without values: "
            + " ".join(f"--dim {d}=N" for d in missing)
        )
    return {name: values[0] for name, values in dims.items()}


def load_targets(texts: Sequence[str]) -> list[Target]:
    """Import every target before anything runs: a bad one fails fast (exit 2)."""
    targets = []
    for text in texts:
        target = load(text)
        if target.obj is None:
            raise UsageError(
                f"target {text!r} names a module but no function: write {text}:function"
            )
        targets.append(target)
    return targets


def _block(out: Any) -> None:
    import jax

    with contextlib.suppress(Exception):
        jax.block_until_ready(out)


def run_call(text: str, kind: str, call: Callable[[], Any]) -> EntrypointReport:
    """Run ``call`` once under a fresh capture; never raises for the target's errors."""
    from . import _analyze
    from . import _jaxcompat as compat
    from ._capture import Capture

    compat.clear_caches()  # one target's warm cache must not hide another's misses
    ep = EntrypointReport(target=text, kind=kind)
    start = time.perf_counter()
    with Capture() as cap:
        try:
            _block(call())
        except (Exception, SystemExit) as e:
            ep.error = ErrorInfo(type(e).__name__, str(e), traceback.format_exc())
    ep.seconds = time.perf_counter() - start
    ep.functions = _analyze.functions(cap.records)
    ep.internal_compiles = cap.internal_compiles()
    return ep


def run_target(target: Target, spec: specmod.CallSpec | None,
               options: RunOptions) -> EntrypointReport:
    fn = target.obj
    if spec is None:
        if target.needs_arguments:
            params = ", ".join(required_parameters(fn))
            raise UsageError(
                f"target {target.text!r} needs arguments ({params}): pass them with --args, "
                f"e.g. --args \"f32[8,128], float\""
            )
        return run_call(target.text, "workload", fn)

    materializer = specmod.Materializer(options.seed, _first_dims(spec, options.dims))
    try:
        args, kwargs = materializer.call(spec)
    except specmod.SpecError as e:
        raise UsageError(f"bad --args spec: {e}") from None
    return run_call(target.text, "function", lambda: fn(*args, **kwargs))


def run(targets: Sequence[str], options: RunOptions | None = None) -> Report:
    """Import and run ``targets``; the library form of ``jaxcheck run``.

    Raises :class:`UsageError` for bad targets or specs (exit code 2); errors
    raised by a target are recorded in its entry (exit code 3).
    """
    options = options or RunOptions()
    spec = parse_args_spec(options.args)
    import jax  # after argument checks; the user's modules still set XLA_FLAGS first

    loaded = load_targets(targets)
    entries = []
    for target in loaded:
        progress = options.progress(target.text) if options.progress else contextlib.nullcontext()
        with progress:
            entries.append(run_target(target, spec, options))
    return Report(
        jaxcheck_version=__version__,
        jax_version=jax.__version__,
        backend=_backend(),
        mode=options.mode,
        entrypoints=entries,
    )


def _backend() -> str:
    import jax

    try:
        return jax.default_backend()
    except Exception as e:  # no usable backend: say so rather than fail the report
        return f"unavailable ({type(e).__name__})"
