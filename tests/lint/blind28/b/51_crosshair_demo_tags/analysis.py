from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("match_tag",))
def crosshair_stats(yaw, pitch, match_tag):
    with jax.named_scope(match_tag):
        dyaw = jnp.diff(yaw)
        dpitch = jnp.diff(pitch)
        speed = jnp.sqrt(dyaw ** 2 + dpitch ** 2)
        snaps = (speed > 3.0 * speed.mean()).sum()
        return speed.mean(), speed.max(), snaps
