import jax
import jax.numpy as jnp


@jax.jit
def crps_ensemble(ens, obs):
    m = ens.shape[0]
    skill = jnp.mean(jnp.abs(ens - obs), axis=0)
    spread = jnp.sum(jnp.abs(ens[:, None] - ens[None, :]), axis=(0, 1)) / (2 * m * m)
    return jnp.mean(skill - spread)
