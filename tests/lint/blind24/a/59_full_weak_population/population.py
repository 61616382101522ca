import jax
import jax.numpy as jnp


def initial_abundance(n_units, density_per_km2=12.0):
    return jnp.full((n_units,), density_per_km2)


@jax.jit
def deer_year(abundance, k_capacity, harvest_rate, cwd_mortality):
    growth = 0.35 * abundance * (1.0 - abundance / k_capacity)
    return jnp.maximum(abundance + growth - harvest_rate * abundance - cwd_mortality * abundance, 0.0)
