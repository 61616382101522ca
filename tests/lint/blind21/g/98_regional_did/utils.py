import functools
import time

import jax


def timed(fn):
    """Run fn under jit with optional keyword settings and report wall time per call."""

    @functools.wraps(fn)
    def wrapper(*args, **options):
        start = time.perf_counter()
        out = jax.block_until_ready(jax.jit(functools.partial(fn, **options))(*args))
        wrapper.timings.append(time.perf_counter() - start)
        return out

    wrapper.timings = []
    return wrapper
