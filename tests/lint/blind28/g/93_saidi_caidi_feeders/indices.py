import jax
import jax.numpy as jnp


@jax.jit
def saidi_caidi(total_minutes, interruptions, customers):
    served = customers.sum()
    saidi = jnp.sum(total_minutes * customers) / served
    saifi = jnp.sum(interruptions * customers) / served
    return saidi, saidi / jnp.maximum(saifi, 1e-6)
