import functools
import time

import jax

TIMINGS = {}


def profiled(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jax.block_until_ready(jax.jit(fn)(*args, **kwargs))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - start)
        return out

    return wrapper
