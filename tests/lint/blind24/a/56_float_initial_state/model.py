import jax
import jax.numpy as jnp


@jax.jit
def salmonella_dublin_month(state, key, beta, recovery):
    s, c, r = state
    k1, k2 = jax.random.split(key)
    n = s + c + r
    new_c = jax.random.binomial(k1, s, 1.0 - jnp.exp(-beta * c / n))
    rec = jax.random.binomial(k2, c, recovery)
    return jnp.stack([s - new_c, c + new_c - rec, r + rec])
