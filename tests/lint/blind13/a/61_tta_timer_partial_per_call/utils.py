import functools
import time
from collections import defaultdict

import jax

TIMINGS = defaultdict(list)


def timed(fn, **fixed):
    """Bind keyword options, jit, and record wall time per call (blocking on the result)."""

    @functools.wraps(fn)
    def wrapper(*args):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jax.jit(functools.partial(fn, **fixed))(*args))
        TIMINGS[fn.__name__].append(time.perf_counter() - t0)
        return out

    return wrapper


def summary():
    return {k: (len(v), sum(v[1:]) / max(len(v) - 1, 1)) for k, v in TIMINGS.items()}
