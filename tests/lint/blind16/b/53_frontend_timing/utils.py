import time

import jax


def timed_call(fn, *args, **kwargs):
    """Runs fn under jit and returns (result, milliseconds)."""
    t0 = time.perf_counter()
    out = jax.jit(fn)(*args, **kwargs)
    jax.block_until_ready(out)
    return out, 1e3 * (time.perf_counter() - t0)
