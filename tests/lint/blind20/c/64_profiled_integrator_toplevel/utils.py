import time

import jax


def run_jitted(fn, *args):
    """Run ``fn`` under jit and log wall time (blocks until the result is ready)."""
    t0 = time.perf_counter()
    out = jax.block_until_ready(jax.jit(fn)(*args))
    run_jitted.timings.append(time.perf_counter() - t0)
    return out


run_jitted.timings = []
