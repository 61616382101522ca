import jax
import jax.numpy as jnp


@jax.jit
def masked_velocity(frames, n_valid):
    vel = jnp.linalg.norm(jnp.diff(frames, axis=0), axis=-1)
    valid = (jnp.arange(vel.shape[0]) < n_valid - 1)[:, None]
    mean = jnp.sum(vel * valid, axis=0) / (n_valid - 1)
    peak = jnp.max(jnp.where(valid, vel, -jnp.inf), axis=0)
    return mean, peak
