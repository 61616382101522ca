import jax
import jax.numpy as jnp


@jax.jit
def zone_uniformity(temps, healthy):
    hi = jnp.max(jnp.where(healthy[None, :], temps, -jnp.inf), axis=1)
    lo = jnp.min(jnp.where(healthy[None, :], temps, jnp.inf), axis=1)
    spread = hi - lo
    return jnp.mean(spread), jnp.max(spread)
