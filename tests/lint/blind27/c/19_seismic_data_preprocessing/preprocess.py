import jax
import jax.numpy as jnp


@jax.jit
def detrend_and_rms(trace):
    x = trace - jnp.mean(trace)
    t = jnp.arange(x.shape[0], dtype=jnp.float32)
    slope = jnp.sum((t - t.mean()) * x) / jnp.sum((t - t.mean()) ** 2)
    x = x - slope * (t - t.mean())
    return jnp.sqrt(jnp.mean(x ** 2))
