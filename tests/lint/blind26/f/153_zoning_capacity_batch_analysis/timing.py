import functools
import time
import jax

def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        t0 = time.perf_counter()
        out = jax.block_until_ready(jax.jit(fn)(*args))
        wrapper.elapsed.append(time.perf_counter() - t0)
        return out
    wrapper.elapsed = []
    return wrapper
