import functools
import time

import jax

TIMINGS = {}


def profiled(**bound):
    """Compiles `fn` with the given keyword arguments bound and records wall time per call."""

    def decorator(fn):
        compiled = jax.jit(functools.partial(fn, **bound))

        @functools.wraps(fn)
        def wrapper(*args):
            t0 = time.perf_counter()
            out = jax.block_until_ready(compiled(*args))
            TIMINGS.setdefault(fn.__name__, []).append(time.perf_counter() - t0)
            return out

        return wrapper

    return decorator
