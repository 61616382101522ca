import jax
import jax.numpy as jnp

MAX_CYCLES = 64


@jax.jit
def cycle_capability(cycle_times, n_valid, lsl, usl):
    mask = (jnp.arange(cycle_times.shape[0]) < n_valid).astype(cycle_times.dtype)
    n = jnp.sum(mask)
    mu = jnp.sum(cycle_times * mask) / n
    sd = jnp.sqrt(jnp.sum(((cycle_times - mu) * mask) ** 2) / (n - 1.0))
    cpk = jnp.minimum(usl - mu, mu - lsl) / (3.0 * sd)
    return mu, sd, cpk
