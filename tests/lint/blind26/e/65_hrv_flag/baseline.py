import jax
import jax.numpy as jnp


@jax.jit
def hrv_flag(history, today):
    ln = jnp.log(history)
    mu, sd = jnp.mean(ln), jnp.std(ln) + 1e-3
    z = (jnp.log(today) - mu) / sd
    return z, z < -1.0
