"""`jaxcheck run --probe -- python PROGRAM`: what probing costs, in time and in memory.

    python bench/probe.py [--repeat 3] [--steps 20] [--gigabytes 1]

Two measures, each of a real program run as a user would run it:

* wall time, on the bundled examples (``examples/models``: equinox, flax linen, nnx):
  a program builds each step's arguments as its example factory does and calls the
  step ``--steps`` times. Timed bare (``python program.py``), under ``jaxcheck run --``
  and under ``jaxcheck run --probe --``; the best of ``--repeat`` runs each. Goal: with
  ``--probe`` within 1.5x of the bare program.
* memory, on a program whose state is ``--gigabytes`` GB of float32 arrays, updated in
  place by a donated jitted step: the peak resident memory of its process, bare and
  under ``--probe``. Goal: no second copy of the state (the probe keeps shapes and
  dtypes, never the arrays, and varies stand-ins that hold no data).

Timings depend on the machine and its load; run it on a quiet one.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "models"

EXAMPLES_PROGRAM = """
    import sys

    sys.path.insert(0, {examples!r})
    import equinox_train, flax_train_state, nnx_model

    for module, step in [(equinox_train, "train_step"), (flax_train_state, "train_step"),
                         (nnx_model, "loss_step")]:
        args = module.make_example()
        for _ in range({steps}):
            try:
                getattr(module, step)(*args)
            except TypeError:  # flax before 0.11: an nnx module is no pytree
                break
"""

LARGE_STATE = """
    from functools import partial

    import jax
    import jax.numpy as jnp

    LEAVES = 8


    @partial(jax.jit, donate_argnums=0)
    def step(state, lr):
        return {{k: v * (1 - lr) for k, v in state.items()}}


    if __name__ == "__main__":
        n = int({gigabytes} * 2**30 / 4 / LEAVES)
        state = {{f"w{{i}}": jnp.ones((n,), jnp.float32) for i in range(LEAVES)}}
        for _ in range(3):
            state = step(state, 0.01)
        jax.block_until_ready(state)
"""

#: peak resident memory (KB) of the largest process the command started, measured from a
#: parent of its own: RUSAGE_CHILDREN counts every descendant it waited for.
MEASURE = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
           "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
           "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def jaxcheck(*args: str) -> list[str]:
    return [sys.executable, "-m", "jaxcheck", *args]


def best_wall(command: list[str], repeat: int, cwd: str) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):  # 1: the examples' own unexpected recompiles
            raise SystemExit(f"{command} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return min(times)


def peak_kb(command: list[str], cwd: str) -> int:
    out = subprocess.run([sys.executable, "-c", MEASURE, *command], cwd=cwd,
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{command} failed:\n{out.stderr[-2000:]}")
    return int(out.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--gigabytes", type=float, default=1.0)
    ns = parser.parse_args()
    results: dict = {}
    with tempfile.TemporaryDirectory() as where:
        program = Path(where, "program.py")
        program.write_text(textwrap.dedent(EXAMPLES_PROGRAM.format(
            examples=str(EXAMPLES), steps=ns.steps)))
        bare = best_wall([sys.executable, "program.py"], ns.repeat, where)
        watched = best_wall(jaxcheck("run", "--", sys.executable, "program.py"), ns.repeat,
                            where)
        probed = best_wall(jaxcheck("run", "--probe", "--", sys.executable, "program.py"),
                           ns.repeat, where)
        results["examples"] = {"steps": ns.steps, "bare_s": round(bare, 2),
                               "run_s": round(watched, 2), "probe_s": round(probed, 2),
                               "probe_vs_bare": round(probed / bare, 2),
                               "probe_vs_run": round(probed / watched, 2)}
        large = Path(where, "large.py")
        large.write_text(textwrap.dedent(LARGE_STATE.format(gigabytes=ns.gigabytes)))
        bare_kb = peak_kb([sys.executable, "large.py"], where)
        probe_kb = peak_kb(jaxcheck("run", "--probe", "--", sys.executable, "large.py"), where)
        results["large_state"] = {"gigabytes": ns.gigabytes, "bare_peak_mb": bare_kb // 1024,
                                  "probe_peak_mb": probe_kb // 1024,
                                  "added_mb": (probe_kb - bare_kb) // 1024}
    print(json.dumps(results, indent=2))
    ex, mem = results["examples"], results["large_state"]
    print(f"examples: bare {ex['bare_s']} s, run {ex['run_s']} s, run --probe "
          f"{ex['probe_s']} s ({ex['probe_vs_bare']}x the bare program, goal <= 1.5x)",
          file=sys.stderr)
    print(f"large state ({mem['gigabytes']} GB): peak {mem['bare_peak_mb']} MB bare, "
          f"{mem['probe_peak_mb']} MB with --probe (+{mem['added_mb']} MB; a second copy "
          f"would add {int(mem['gigabytes'] * 1024)} MB)", file=sys.stderr)


if __name__ == "__main__":
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    main()
