import jax
import jax.numpy as jnp


@jax.jit
def shear_stats(vel, bin_size):
    mean_vel = jnp.mean(vel, axis=0)
    du = jnp.diff(mean_vel, axis=0) / bin_size
    shear2 = jnp.sum(du ** 2, axis=-1)
    return jnp.sqrt(shear2), jnp.hypot(mean_vel[:, 0], mean_vel[:, 1])
