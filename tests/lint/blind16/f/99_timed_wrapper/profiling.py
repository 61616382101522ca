import functools
import time

import jax


def timed(fn):
    """Run fn under jit and record wall time per call."""
    timings = []

    @functools.wraps(fn)
    def wrapper(*args):
        start = time.perf_counter()
        out = jax.jit(fn)(*args)
        jax.block_until_ready(out)
        timings.append(time.perf_counter() - start)
        return out

    wrapper.timings = timings
    return wrapper
