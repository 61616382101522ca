from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("axis",))
def flatten_volume(volume, rpe_depth, axis=1):
    # shift every A-scan so the RPE sits at a common row
    n = volume.shape[axis]
    idx = (jnp.arange(n)[None, :, None] + rpe_depth[:, None, :] - n // 2) % n
    return jnp.take_along_axis(volume, idx, axis=axis)


def preprocess(volume, rpe_depth):
    return flatten_volume(volume, rpe_depth=rpe_depth, axis=1)


def preprocess_for_export(volume, rpe_depth, axis=1):
    return flatten_volume(volume, rpe_depth=rpe_depth, axis=axis)
