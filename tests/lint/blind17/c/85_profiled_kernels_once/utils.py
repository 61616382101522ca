import functools
import time

import jax

TIMINGS = {}


def profiled(fn):
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jax.block_until_ready(jitted(*args, **kwargs))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - start)
        return out

    return wrapper
