"""Each target in a fresh worker process: isolation, parallelism, timeouts, crashes.

A worker is `python -m jaxcheck run TARGET --format json` with the same options;
its report is read back and merged. One target's warm cache cannot hide another's
misses, a hung target is stopped at ``timeout`` and reported as an error, and a
target that kills its process (segfault, ``os._exit``, OOM kill) is reported, not lost.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from . import __version__
from ._model import EntrypointReport, ErrorInfo, Report
from ._runner import RunOptions
from ._target import UsageError


def worker_command(target: str, options: RunOptions) -> list[str]:
    cmd = [sys.executable, "-m", "jaxcheck", "run", target, "--format", "json",
           "--seed", str(options.seed), "--mode", options.mode]
    if options.args is not None:
        cmd += ["--args", options.args]
    for name, sizes in options.dims.items():
        cmd += ["--dim", f"{name}={','.join(map(str, sizes))}"]
    for axis, policy in options.expect.items():
        if isinstance(policy, dict):
            cmd += [f"--expect={axis}:{p}={v}" if p != "*" else f"--expect={axis}={v}"
                    for p, v in policy.items()]
        else:
            cmd += [f"--expect={axis}={policy}"]
    if options.max_compiles is not None:
        cmd += ["--max-compiles", str(options.max_compiles)]
    if not options.variations:
        cmd.append("--no-variations")
    if options.program_args:
        cmd += ["--", *options.program_args]
    return cmd


def _failed(target: str, kind: str, message: str) -> EntrypointReport:
    return EntrypointReport(target=target, kind="unknown", error=ErrorInfo(kind, message))


def run_one(target: str, options: RunOptions, timeout: float | None) -> list[EntrypointReport]:
    from ._render_json import report_from

    cmd = worker_command(target, options)
    try:
        # the parent alone speaks to GitHub (annotations, step summary)
        env = {k: v for k, v in os.environ.items()
               if k not in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY")}
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              env={**env, "JAXCHECK_WORKER": "1"})
    except subprocess.TimeoutExpired as e:
        if e.stderr:
            sys.stderr.write(e.stderr if isinstance(e.stderr, str) else e.stderr.decode())
        return [_failed(target, "Timeout", f"did not finish within {timeout:g} s; stopped")]
    if proc.stderr and proc.returncode != 2:  # a usage error is raised again below
        sys.stderr.write(proc.stderr)
    if proc.returncode == 2:
        lines = [ln for ln in proc.stderr.splitlines() if ln.startswith("jaxcheck: error:")]
        message = lines[-1].removeprefix("jaxcheck: error: ") if lines else proc.stderr.strip()
        raise UsageError(message)
    try:
        return report_from(json.loads(proc.stdout)).entrypoints
    except (ValueError, KeyError):
        pass
    if proc.returncode < 0:
        try:
            name = signal.Signals(-proc.returncode).name
        except ValueError:
            name = str(-proc.returncode)
        message = f"the worker process died of signal {name}"
    else:
        tail = proc.stderr.strip().splitlines()[-1:] or ["no output"]
        message = f"the worker process exited with code {proc.returncode}: {tail[0]}"
    return [_failed(target, "Crashed", message)]


def run(targets: Sequence[str], options: RunOptions, jobs: int = 1,
        timeout: float | None = None) -> Report:
    """Run each target in its own process, ``jobs`` at a time, in the given order."""
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(run_one, t, options, timeout) for t in targets]
        entries = [ep for f in futures for ep in f.result()]
    import jax  # versions and backend as the workers saw them

    return Report(jaxcheck_version=__version__, jax_version=jax.__version__,
                  backend=_backend(), mode=options.mode, entrypoints=entries)


def _backend() -> str:
    from ._runner import _backend as backend

    return backend()
