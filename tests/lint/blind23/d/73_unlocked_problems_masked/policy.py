import jax
import jax.numpy as jnp


@jax.jit
def best_unlocked(skill, difficulties, unlocked, target):
    p = jax.nn.sigmoid(skill - difficulties)
    gap = jnp.where(unlocked, jnp.abs(p - target), jnp.inf)
    return jnp.argmin(gap)
