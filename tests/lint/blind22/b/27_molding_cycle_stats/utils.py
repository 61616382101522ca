import functools

import jax
import jax.numpy as jnp

MAX_CYCLES = 64


@functools.partial(jax.jit, static_argnums=(1,))
def cycle_capability(cycle_times, n_valid, lsl, usl):
    x = cycle_times[:n_valid]
    mu = jnp.mean(x)
    sd = jnp.std(x, ddof=1)
    cpk = jnp.minimum(usl - mu, mu - lsl) / (3.0 * sd)
    return mu, sd, cpk
