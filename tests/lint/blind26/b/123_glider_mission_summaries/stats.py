import jax
import jax.numpy as jnp


@jax.jit
def channel_summary(values):
    present = ~jnp.all(jnp.isnan(values), axis=1)
    mean = jnp.nanmean(jnp.where(present[:, None], values, 0.0), axis=1)
    sd = jnp.nanstd(jnp.where(present[:, None], values, 0.0), axis=1)
    return present, mean, sd
