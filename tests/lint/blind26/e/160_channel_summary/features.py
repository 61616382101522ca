import jax
import jax.numpy as jnp


@jax.jit
def channel_summary(x):
    return jnp.concatenate([jnp.mean(x, 0), jnp.std(x, 0), jnp.max(jnp.abs(x), 0)])
