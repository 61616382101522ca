import functools
import time

import jax

TIMINGS = {}


def profiled(fn):
    @functools.wraps(fn)
    def wrapper(*args, **options):
        start = time.perf_counter()
        kernel = jax.jit(lambda *arrays: fn(*arrays, **options))
        out = jax.block_until_ready(kernel(*args))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - start)
        return out

    return wrapper
