import jax
import jax.numpy as jnp


@jax.jit
def crane_moves(rates, hours, availability):
    return jnp.sum(rates * hours * availability, axis=-1)
