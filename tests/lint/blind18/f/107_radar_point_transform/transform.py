from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mount",))
def radar_to_ego(ranges, azimuths, mount):
    mx, my, mz, myaw = mount
    x = ranges * jnp.cos(azimuths + myaw) + mx
    y = ranges * jnp.sin(azimuths + myaw) + my
    return jnp.stack([x, y, jnp.full_like(x, mz)], axis=-1)
