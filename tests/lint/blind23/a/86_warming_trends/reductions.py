from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("axis",))
def robust_trend(data, axis):
    n = data.shape[axis[0] if isinstance(axis, tuple) else axis]
    t = jnp.arange(n, dtype=data.dtype) - (n - 1) / 2
    shape = [1] * data.ndim
    shape[axis[0] if isinstance(axis, tuple) else axis] = n
    t = t.reshape(shape)
    return jnp.sum(t * (data - data.mean(axis=axis, keepdims=True)), axis=axis) / jnp.sum(t * t)
