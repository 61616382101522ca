import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("match_id",))
def shot_features(shots, goal_center, match_id):
    d = shots - goal_center
    dist = jnp.linalg.norm(d, axis=-1)
    angle = jnp.abs(jnp.arctan2(d[:, 1], -d[:, 0]))
    jax.debug.print("features for {m}", m=match_id)
    return jnp.stack([dist, angle], -1)
