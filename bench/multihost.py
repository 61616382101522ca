"""What comparing through the job's key-value store costs, per compile (`run/hosts.py`).

    python bench/multihost.py [2 4 8]

For each process count N: a job of N local CPU processes (``jax.distributed``, gloo)
runs under ``jaxcheck run -- COMMAND``; every process compiles one jitted function
for COMPILES shapes, with a collective after each compile (the processes stay in
step, as a real job's do). Each process's snapshot counts its store operations by
phase (at a compile, in the background thread, at the end): the figures per compile
below are those counts divided by the compiles made. The same job without jaxcheck
gives the bare time.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COMPILES = 40

JOB = '''
import os, sys, subprocess, socket
if len(sys.argv) == 2:  # the launcher
    n = int(sys.argv[1])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]
    env = dict(os.environ, XLA_FLAGS="")
    procs = [subprocess.Popen([sys.executable, __file__, str(n), str(i), str(port)], env=env)
             for i in range(n)]
    sys.exit(max(p.wait() for p in procs))
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec
n, index, port = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=n, process_id=index)

@jax.jit
def step(x, w):
    return jnp.sum(x) + jnp.sum(w)

mesh = Mesh(np.array(jax.devices()), ("p",))
x = jax.make_array_from_process_local_data(NamedSharding(mesh, PartitionSpec("p")),
                                           np.ones((1, 4), np.float32))
for size in range(1, %d + 1):
    float(step(x, np.ones(size, np.float32)))  # a compile, then a collective
'''


def run(n: int, under: bool) -> tuple[float, list[dict]]:
    from jaxcheck._src.run import program

    with tempfile.TemporaryDirectory() as where:
        job = Path(where) / "job.py"
        job.write_text(JOB % COMPILES)
        command = [sys.executable, str(job), str(n)]
        begin = time.perf_counter()
        if not under:
            subprocess.run(command, check=True, env=dict(os.environ, JAX_PLATFORMS="cpu"))
            return time.perf_counter() - begin, []
        finished = program.execute(command)
        assert finished.returncode == 0
        return finished.seconds, finished.snapshots


def main() -> None:
    counts = [int(a) for a in sys.argv[1:]] or [2, 4, 8]
    os.environ["JAX_PLATFORMS"] = "cpu"
    with socket.socket():
        pass
    print(f"{COMPILES} compiles per process, each followed by a collective; per compile "
          "and per process unless said")
    print("processes | at a compile: writes, reads, bytes sent, bytes read, store ms | "
          "store bytes per distinct compile (all processes) | background: reads/s, bytes "
          "read | at the end: reads, bytes read, store ms, barrier wait ms | "
          "job s bare -> under jaxcheck")
    for n in counts:
        bare, _ = run(n, under=False)
        seconds, snaps = run(n, under=True)
        stats = [s["hosts"] for s in snaps if s.get("hosts")]
        assert len(stats) == n, f"{len(stats)} of {n} processes compared"
        made = sum(h["compiles"] for h in stats)

        def total(phase: str, what: str, stats: list = stats) -> float:
            return sum(h["store"].get(phase, {}).get(what, 0) for h in stats)

        stored = total("compile", "bytes_stored") + total("background", "bytes_stored")

        lasted = sum(s["entrypoint"]["seconds"] for s in snaps if s.get("hosts"))
        print(f"{n:9d} | {total('compile', 'writes') / made:.2f}, "
              f"{total('compile', 'reads') / made:.2f}, "
              f"{total('compile', 'bytes_written') / made:.0f} B, "
              f"{total('compile', 'bytes_read') / made:.0f} B, "
              f"{total('compile', 'seconds') / made * 1000:.2f} ms | "
              f"{stored / COMPILES:.0f} B | "
              f"{total('background', 'reads') / lasted:.2f}, "
              f"{total('background', 'bytes_read'):.0f} B in all | "
              f"{total('final', 'reads') / n:.0f}, {total('final', 'bytes_read') / n:.0f} B, "
              f"{total('final', 'seconds') / n * 1000:.1f} ms, "
              f"{total('final', 'barrier_seconds') / n * 1000:.0f} ms | "
              f"{bare:.1f} -> {seconds:.1f}", flush=True)

if __name__ == "__main__":
    main()
