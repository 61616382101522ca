from functools import partial

import jax
import jax.numpy as jnp

SPEEDS = (28.9841042, 30.0, 28.4397295, 15.0410686, 13.9430356)


@partial(jax.jit, static_argnames=("speeds",))
def predict_tide(t_hours, amp, phase_deg, z0, speeds=SPEEDS):
    w = jnp.deg2rad(jnp.asarray(speeds))
    arg = t_hours[:, None] * w[None, :] - jnp.deg2rad(phase_deg)[None, :]
    return z0 + jnp.sum(amp[None, :] * jnp.cos(arg), axis=1)
