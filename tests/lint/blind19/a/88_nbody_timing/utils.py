import functools
import time

import jax

TIMINGS = {}


def profiled(fn):
    """Run a kernel under jit and record wall time."""

    @functools.wraps(fn)
    def wrapper(*args):
        kernel = jax.jit(fn)
        t0 = time.perf_counter()
        out = jax.block_until_ready(kernel(*args))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
        return out

    return wrapper
