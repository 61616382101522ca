import functools
import time

import jax


def timed_jit(fn):
    @functools.wraps(fn)
    def wrapper(*args, **options):
        start = time.perf_counter()
        out = jax.block_until_ready(jax.jit(functools.partial(fn, **options))(*args))
        wrapper.total += time.perf_counter() - start
        return out

    wrapper.total = 0.0
    return wrapper
