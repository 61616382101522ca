import functools
import time

import jax


def timed(fn, **bound):
    """Run fn under jit with some arguments bound, and record wall time per call."""
    timings = []

    def wrapper(*args):
        start = time.perf_counter()
        out = jax.jit(functools.partial(fn, **bound))(*args)
        jax.block_until_ready(out)
        timings.append(time.perf_counter() - start)
        return out

    wrapper.timings = timings
    return wrapper
