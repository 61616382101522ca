"""What jaxcheck adds to each compile, against the size of the program.

    python bench/percompile.py [--sizes 10,100,1000,10000] [--repeat 3]

For each size N, a fresh jitted function of N equations (a chain of ``sin`` and ``add``)
is compiled three times: a first compile, a recompile at another shape, and a recompile
with another static value (the program's structure changes, so its diff is printed);
once bare (JAX's explain and compile-log flags on, as jaxcheck sets them) and once under
``jaxcheck.watch()`` (capture, then the analysis with its program diff, call stacks and
memory analysis). The two runs alternate, ``--repeat`` times; medians of the CPU time of
this process (``time.process_time``: what the machine's other load disturbs least).

Printed per size: the bare compile's CPU ms; jaxcheck's own CPU ms per compile, timed
directly inside its callbacks and its analysis (a difference of two runs is blurred by
the machine's other load; it is printed too), that as a share of the compile, and the
part of it spent in the analysis (``Analysis.follow``). A column gives JAX's own
``jax_explain_cache_misses`` cost per compile (bare with the flag / without), which the
user pays with any tool that turns it on; two more the CPU per recompile of its program
diff and per compile of reading its executable's memory analysis, which are computed
only when a view reads them (``CompileEvent.program_change`` and ``memory``: the JSON and
HTML reports, a worker's channel), not on the compile path.

Timing a callback costs about as much as the callback itself once tracing makes one call
per equation (a CPU clock read is about 1 µs): what the timer adds inside each timed
window is measured first, on a timed function that does nothing (the least of five
rounds), and subtracted per callback timed (the count is printed).
"""

from __future__ import annotations

import argparse
import logging
import statistics
import time

import jax
import jax.numpy as jnp

import jaxcheck
from jaxcheck._src.analysis import analyze
from jaxcheck._src.capture import installation


def make(n: int):
    """A fresh function (JAX caches by function object) of about ``n`` equations."""
    def chain(x, k):
        for _ in range(max(1, (n - 1) // 2)):
            x = jnp.sin(x) + 1.0
        return x * k

    chain.__name__ = f"chain{n}"
    return jax.jit(chain, static_argnums=1)


def calls(f) -> None:
    for x, k in ((jnp.ones(4), 2.0), (jnp.ones(5), 2.0), (jnp.ones(5), 3.0)):
        jax.block_until_ready(f(x, k))


def cpu(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


#: jaxcheck's own code on the compile path: every callback JAX's hooks, listeners and
#: loggers reach (methods of the capture's shared installation), and the analysis.
_TIMED = [(installation.Installation, name) for name in (
    "on_call", "on_return", "on_fail", "on_compile_enter", "on_compile_exit", "on_duration",
    "on_event", "on_log", "on_executable")] + [(analyze.Analysis, "follow")]


class _Own:
    """CPU seconds spent inside jaxcheck's own code (``_TIMED``), the analysis apart:
    direct, so that the machine's other load does not blur a difference of two runs.
    ``calls``: the windows timed; ``own()``: the seconds less what the timer itself
    added to each window (``overhead``, from :func:`timer_overhead`)."""

    def __init__(self, timed: list | None = None) -> None:
        self.seconds = self.analysis = 0.0
        self.calls = 0
        self._depth = 0
        self._originals = [(owner, name, getattr(owner, name))
                           for owner, name in (_TIMED if timed is None else timed)]

    def own(self, overhead: float) -> float:
        return max(0.0, self.seconds - self.calls * overhead)

    def __enter__(self):
        for owner, name, original in self._originals:
            setattr(owner, name, self._timed(original, name == "follow"))
        return self

    def _timed(self, original, analysis: bool):
        timer = self

        def timed(*args, **kwargs):
            if timer._depth:
                return original(*args, **kwargs)
            timer._depth += 1
            timer.calls += 1
            start = time.process_time()
            try:
                return original(*args, **kwargs)
            finally:
                spent = time.process_time() - start
                timer.seconds += spent
                timer.analysis += spent if analysis else 0.0
                timer._depth -= 1

        return timed

    def __exit__(self, *exc) -> None:
        for owner, name, original in self._originals:
            setattr(owner, name, original)


class _Nothing:
    def nothing(self) -> None:
        pass


def timer_overhead(calls: int = 20000, rounds: int = 5) -> float:
    """CPU seconds the timer adds to one timed window (its clock reads and wrapper),
    measured on a timed function that does nothing: the least of ``rounds`` (the machine's
    other load only adds, so the least subtracts too little rather than too much)."""
    per = []
    for _ in range(rounds):
        with _Own([(_Nothing, "nothing")]) as timer:
            nothing = _Nothing().nothing
            for _ in range(calls):
                nothing()
        per.append(timer.seconds / calls)
    return min(per)


def flags(on: bool) -> None:
    jax.config.update("jax_explain_cache_misses", on)
    jax.config.update("jax_log_compiles", on)


def measure(n: int, repeat: int, overhead: float = 0.0) -> dict[str, float]:
    logging.getLogger("jax").setLevel(logging.CRITICAL)  # the logs cost, not their printing
    flags(True)
    calls(make(n))  # warm JAX's own caches for this kind of program
    bare, watched, own, analysis, plain, windows, diffs, memory = ([] for _ in range(8))
    for _ in range(repeat):
        flags(False)
        plain.append(cpu(lambda: calls(make(n))))
        flags(True)
        bare.append(cpu(lambda: calls(make(n))))
        flags(False)
        with _Own() as timer:
            seen = []

            def run(seen=seen):
                with jaxcheck.watch() as w:
                    calls(make(n))
                assert len(w.events) == 3, w.events
                seen.extend(w.events)
            watched.append(cpu(run))
        # the two recompiles' program diffs, computed when a view reads them
        diffs.append(cpu(lambda seen=seen: [e.program_change for e in seen]))
        assert all(e.program_change for e in seen[1:]), seen
        memory.append(cpu(lambda seen=seen: [e.memory for e in seen]))  # the same, read
        own.append(timer.own(overhead))
        analysis.append(timer.analysis)
        windows.append(timer.calls)
    flags(False)
    med = statistics.median
    return {"compile_ms": med(bare) / 3 * 1e3,
            "added_ms": (med(watched) - med(bare)) / 3 * 1e3,
            "own_ms": med(own) / 3 * 1e3,
            "analysis_ms": med(analysis) / 3 * 1e3,
            "explain_ms": (med(bare) - med(plain)) / 3 * 1e3,
            "callbacks": med(windows) / 3,
            "diff_ms": med(diffs) / 2 * 1e3,
            "memory_ms": med(memory) / 3 * 1e3}


def eqns(n: int) -> int:
    f = make(n)
    return len(jax.make_jaxpr(lambda x: f(x, 2.0))(jnp.ones(4)).eqns[0].params["jaxpr"].eqns)


def report(sizes: list[int], repeat: int) -> list[str]:
    overhead = timer_overhead()
    lines = [f"per-compile cost against program size (CPU ms of this process, median of "
             f"{repeat}; 3 compiles each: first, shape, structure)",
             f"{'equations':>10} {'compile':>9} {'jaxcheck':>9} {'share':>7} {'analysis':>9} "
             f"{'callbacks':>10} {'a/b added':>10} {'JAX explain':>12} {'diff read':>10} "
             f"{'memory read':>12}"]
    for n in sizes:
        m = measure(n, repeat, overhead)
        lines.append(f"{eqns(n):10d} {m['compile_ms']:9.1f} {m['own_ms']:9.2f} "
                     f"{m['own_ms'] / m['compile_ms']:7.1%} {m['analysis_ms']:9.2f} "
                     f"{m['callbacks']:10.0f} {m['added_ms']:10.2f} {m['explain_ms']:12.2f} "
                     f"{m['diff_ms']:10.2f} {m['memory_ms']:12.2f}")
    lines += ["", "compile: a bare compile, JAX's flags on; jaxcheck: CPU inside jaxcheck's "
              "hooks, listeners and analysis per compile (timed directly, less the timer's "
              f"own {overhead * 1e6:.2f} µs per callback timed); share: of the compile; "
              "analysis: the part in Analysis.follow (signatures, causes, stacks); callbacks: "
              "windows timed per compile; a/b added: watched run minus bare run (noisy on "
              "a busy machine); JAX explain: bare with jax_explain_cache_misses and "
              "jax_log_compiles / without; diff read: CPU ms per recompile to compute its "
              "program diff, and memory read: CPU ms per compile to read its executable's "
              "memory analysis, each paid only when a view reads it (JSON, HTML, a "
              "worker's channel), never by the terminal's."]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print("\n".join(report([int(s) for s in args.sizes.split(",")], args.repeat)))


if __name__ == "__main__":
    main()
