import jax
import jax.numpy as jnp


@jax.jit
def overheating(temps_by_tank):
    temps = jnp.stack([temps_by_tank[k] for k in sorted(temps_by_tank)])
    return temps > 24.0
