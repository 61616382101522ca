from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="hw")
def keypoint_heatmaps(kp_norm, hw, sigma=2.0):
    h, w = hw
    ys = jnp.arange(h)[:, None]
    xs = jnp.arange(w)[None, :]
    cx = kp_norm[:, 0, None, None] * w
    cy = kp_norm[:, 1, None, None] * h
    return jnp.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma ** 2))
