import time

import jax


def run_timed(fn, *args, log=None, **opts):
    t0 = time.perf_counter()
    out = jax.jit(lambda *a: fn(*a, **opts))(*args)
    jax.block_until_ready(out)
    if log is not None:
        log.append((fn.__name__, time.perf_counter() - t0))
    return out
