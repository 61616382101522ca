from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="fine")
def skew_profile(page, fine):
    angles = jnp.linspace(-3.0, 3.0, 25 if fine else 7)
    rows = jnp.arange(page.shape[0])[:, None]
    cols = jnp.arange(page.shape[1])[None, :]
    scores = []
    for a in angles:
        shift = jnp.round(cols * jnp.tan(jnp.deg2rad(a))).astype(jnp.int32)
        idx = jnp.clip(rows + shift, 0, page.shape[0] - 1)
        sheared = jnp.take_along_axis(page, idx, axis=0)
        scores.append(jnp.var(sheared.sum(axis=1)))
    return angles[jnp.argmax(jnp.stack(scores))]
