import functools
import time

import jax


def profiled(fn):
    """Compile with jit and record wall-clock time per call."""
    timings = []

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jax.block_until_ready(jax.jit(fn)(*args, **kwargs))
        timings.append(time.perf_counter() - start)
        return out

    wrapper.timings = timings
    return wrapper
