import jax
import jax.numpy as jnp


@jax.jit
def richter_ml(amps_mm, dist_km):
    ml = jnp.log10(amps_mm) + 1.11 * jnp.log10(dist_km) + 0.00189 * dist_km - 2.09
    return jnp.median(ml), jnp.std(ml)
