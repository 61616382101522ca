import functools
import time

import jax


def profiled(**static_options):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            start = time.perf_counter()
            out = jax.jit(functools.partial(fn, **static_options))(*args)
            jax.block_until_ready(out)
            wrapper.timings.append(time.perf_counter() - start)
            return out
        wrapper.timings = []
        return wrapper
    return decorate
