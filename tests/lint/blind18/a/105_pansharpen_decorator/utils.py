import functools
import time

import jax

TIMINGS = {}


def accelerated(fn):
    """Run `fn` under XLA and record wall time per call."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jax.jit(fn)(*args, **kwargs))
        TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
        return out
    return wrapper
