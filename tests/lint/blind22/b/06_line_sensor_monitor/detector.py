import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def zscore_alarm(block, online, limit):
    mu = jnp.mean(block, axis=0)
    sd = jnp.std(block, axis=0) + 1e-6
    z = jnp.abs((block - mu) / sd) * online
    return jnp.max(z, axis=0), jnp.any(z > limit, axis=0)
