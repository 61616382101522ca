import jax
import jax.numpy as jnp

TRANSFORMER_RATING_A = 1200.0


@jax.jit
def substation_loading(feeder_currents):
    total = sum(feeder_currents)
    return jnp.max(total) / TRANSFORMER_RATING_A, jnp.stack([c.mean() for c in feeder_currents])
