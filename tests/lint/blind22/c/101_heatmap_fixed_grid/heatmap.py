import functools

import jax
import jax.numpy as jnp
import numpy as np

GRID = (12, 8)
MAX_TOUCHES = 128


@functools.partial(jax.jit, static_argnames=("bins",))
def touch_heatmap(xy, weight, bins):
    nx, ny = bins
    ix = jnp.clip((xy[:, 0] / 105.0 * nx).astype(jnp.int32), 0, nx - 1)
    iy = jnp.clip((xy[:, 1] / 68.0 * ny).astype(jnp.int32), 0, ny - 1)
    return jnp.zeros((nx, ny)).at[ix, iy].add(weight)


def pad_touches(xy):
    out = np.zeros((MAX_TOUCHES, 2), np.float32)
    w = np.zeros(MAX_TOUCHES, np.float32)
    out[: len(xy)] = xy
    w[: len(xy)] = 1.0
    return out, w
