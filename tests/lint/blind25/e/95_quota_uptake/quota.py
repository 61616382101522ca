import jax
import jax.numpy as jnp

@jax.jit
def update_quota_uptake(total, landings, quota):
    total = total + jnp.sum(landings)
    return total, total / quota
