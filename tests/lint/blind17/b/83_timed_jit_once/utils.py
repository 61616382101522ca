import functools
import time

import jax


def timed_jit(fn):
    stats = {"calls": 0, "seconds": 0.0}
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args):
        start = time.perf_counter()
        out = jitted(*args)
        jax.block_until_ready(out)
        stats["calls"] += 1
        stats["seconds"] += time.perf_counter() - start
        return out

    wrapper.stats = stats
    return wrapper
