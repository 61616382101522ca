import functools
import time

import jax

TIMINGS = {}


def profiled(**bound):
    """Run a kernel under jit with some keyword arguments bound, and record wall time."""

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            kernel = jax.jit(functools.partial(fn, **bound))
            t0 = time.perf_counter()
            out = jax.block_until_ready(kernel(*args))
            TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
            return out

        return wrapper

    return decorate
