from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cutoff",))
def coulomb_step(pos, vel, charge, dt, cutoff):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d * d, axis=-1) + 1e-4) + jnp.eye(pos.shape[0])
    w = charge[:, None] * charge[None, :] / r ** 3 * (1.0 - jnp.eye(pos.shape[0]))
    if cutoff is not None:
        w = jnp.where(r < cutoff, w, 0.0)
    f = jnp.sum(w[..., None] * d, axis=1)
    vel = vel + dt * f
    return pos + dt * vel, vel
