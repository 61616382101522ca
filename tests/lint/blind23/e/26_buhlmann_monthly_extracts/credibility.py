import jax
import jax.numpy as jnp


@jax.jit
def buhlmann_update(prior_rate, k, exposure, claims):
    n = jnp.sum(exposure)
    observed = jnp.sum(claims) / n
    z = n / (n + k)
    return z * observed + (1.0 - z) * prior_rate
