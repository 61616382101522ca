import functools
import time

import jax


def timed_jit(fn):
    stats = {"calls": 0, "seconds": 0.0}

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jax.jit(functools.partial(fn, **kwargs))(*args)
        jax.block_until_ready(out)
        stats["calls"] += 1
        stats["seconds"] += time.perf_counter() - start
        return out

    wrapper.stats = stats
    return wrapper
