import jax
import jax.numpy as jnp


@jax.jit
def crps_ensemble(ens, present, obs):
    m = jnp.sum(present)
    skill = jnp.sum(present[:, None] * jnp.abs(ens - obs[None]), axis=0) / m
    pair = present[:, None] * present[None, :]
    spread = jnp.sum(pair[..., None] * jnp.abs(ens[:, None] - ens[None, :]), axis=(0, 1)) / (2 * m * m)
    return jnp.mean(skill - spread)
