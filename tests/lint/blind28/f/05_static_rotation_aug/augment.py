from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("angle_deg", "scale"))
def rotate_hand(kp, angle_deg, scale):
    theta = jnp.deg2rad(angle_deg)
    rot = jnp.array([[jnp.cos(theta), -jnp.sin(theta)], [jnp.sin(theta), jnp.cos(theta)]])
    wrist = kp[:, :, :1, :]
    return (kp - wrist) @ rot.T * scale + wrist
