import functools
import time

import jax

TIMINGS = {}


def timed_jit(fn):
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jitted(*args))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
        return out

    return wrapper
