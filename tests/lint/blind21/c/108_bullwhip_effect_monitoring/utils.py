import functools
import time

import jax

TIMINGS = {}


def timed_jit(fn):
    @functools.wraps(fn)
    def wrapper(*args, **options):
        start = time.perf_counter()
        out = jax.jit(functools.partial(fn, **options))(*args)
        jax.block_until_ready(out)
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - start)
        return out

    return wrapper
