import functools
import time

import jax


def timed_jit(fn=None, **jit_kwargs):
    """jax.jit plus wall-clock timing of each call (results blocked on)."""
    if fn is None:
        return functools.partial(timed_jit, **jit_kwargs)
    jitted = jax.jit(fn, **jit_kwargs)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jitted(*args, **kwargs))
        wrapper.last_ms = 1e3 * (time.perf_counter() - t0)
        return out

    wrapper.last_ms = 0.0
    return wrapper
