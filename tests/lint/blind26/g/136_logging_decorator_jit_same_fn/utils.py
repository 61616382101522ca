import functools
import time

import jax


def on_device(fn):
    """Run fn jitted and log the wall time of each call."""

    @functools.wraps(fn)
    def wrapper(*args):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jax.jit(fn)(*args))
        wrapper.log.append((fn.__name__, time.perf_counter() - t0))
        return out

    wrapper.log = []
    return wrapper
