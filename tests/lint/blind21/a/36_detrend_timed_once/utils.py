import functools
import time

import jax


def timed_jit(fn):
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args):
        t0 = time.perf_counter()
        out = jitted(*args)
        jax.block_until_ready(out)
        wrapper.last_seconds = time.perf_counter() - t0
        return out

    return wrapper
