from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def velocity_profile(frames, n_valid):
    x = frames[:n_valid]
    vel = jnp.linalg.norm(jnp.diff(x, axis=0), axis=-1)
    return vel.mean(axis=0), vel.max(axis=0)
