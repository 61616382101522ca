import functools
import time

import jax

TIMINGS = {}


def timed(**static_config):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            t0 = time.perf_counter()
            out = jax.block_until_ready(jax.jit(functools.partial(fn, **static_config))(*args))
            TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
            return out
        return wrapper
    return deco
