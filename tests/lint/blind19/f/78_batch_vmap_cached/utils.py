import functools

import jax


@functools.lru_cache(maxsize=None)
def _vmapped(fn):
    return jax.jit(jax.vmap(fn))


def batched(fn, *arrays):
    """Apply a per-frame function to a batch of frames."""
    return _vmapped(fn)(*arrays)
