import jax
import jax.numpy as jnp


@jax.jit
def masked_index(vals, weights):
    obs = ~jnp.isnan(vals)
    v = jnp.where(obs, vals, 0.0)
    n = obs.sum()
    return jax.nn.sigmoid((v * weights).sum() / jnp.sqrt(n)), n
