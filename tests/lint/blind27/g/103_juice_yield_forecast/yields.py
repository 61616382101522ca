import jax
import jax.numpy as jnp


@jax.jit
def juice_yield(cluster_mass, berry_count, press_efficiency):
    return cluster_mass * press_efficiency * (1.0 - 0.04 * jnp.log(berry_count))
