import jax
import jax.numpy as jnp


@jax.jit
def sample_size_demand(key, size_mix, total_units):
    """Draw 200 store-level size breakdowns from a Dirichlet around the planned size mix."""
    alpha = size_mix * 40.0
    shares = jax.random.dirichlet(key, alpha, (200,))
    return jnp.round(shares * total_units)
