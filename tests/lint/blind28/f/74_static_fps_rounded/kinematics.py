from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="fps")
def wrist_speed(kp, fps):
    v = jnp.diff(kp, axis=0) * fps
    speed = jnp.linalg.norm(v, axis=-1)
    return speed.mean(), speed.max()
