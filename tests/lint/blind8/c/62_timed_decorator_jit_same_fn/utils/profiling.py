import collections
import functools
import time

import jax

TIMINGS = collections.defaultdict(list)


def accelerated(*, static_argnames=()):
    """Runs `fn` under jit and records wall time per call."""

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            out = jax.jit(fn, static_argnames=static_argnames)(*args, **kwargs)
            jax.block_until_ready(out)
            TIMINGS[fn.__name__].append(time.perf_counter() - t0)
            return out

        return wrapper

    return decorate
