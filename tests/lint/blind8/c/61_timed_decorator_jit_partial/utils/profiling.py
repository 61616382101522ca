import collections
import functools
import time

import jax

TIMINGS = collections.defaultdict(list)


def accelerated(**static_config):
    """Runs `fn` under jit with the given keyword config and records wall time."""

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            t0 = time.perf_counter()
            out = jax.jit(functools.partial(fn, **static_config))(*args)
            jax.block_until_ready(out)
            TIMINGS[fn.__name__].append(time.perf_counter() - t0)
            return out

        return wrapper

    return decorate
