import time

import jax


def timed_jit_call(fn, *args):
    t0 = time.perf_counter()
    out = jax.jit(fn)(*args)
    jax.block_until_ready(out)
    return out, time.perf_counter() - t0
