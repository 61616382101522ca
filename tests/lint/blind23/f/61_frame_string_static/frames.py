from functools import partial

import jax
import jax.numpy as jnp

OMEGA_E = 7.2921159e-5


@partial(jax.jit, static_argnames="frame")
def to_frame(r_eci, t, frame):
    if frame == "ECEF":
        th = OMEGA_E * t
        c, s = jnp.cos(th), jnp.sin(th)
        R = jnp.array([[c, s, 0.0], [-s, c, 0.0], [0.0, 0.0, 1.0]])
        return r_eci @ R.T
    return r_eci
