import jax
import jax.numpy as jnp

@jax.jit
def simulate_moves(key, utilities, n_households_scale):
    gumbel = jax.random.gumbel(key, (500,) + utilities.shape)
    choice = jnp.argmax(utilities[None, :] + gumbel, axis=-1)
    return jnp.bincount(choice, length=utilities.shape[0]) * n_households_scale
