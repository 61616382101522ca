import jax
import jax.numpy as jnp


@jax.jit
def portfolio_reserve(case_estimates, margin):
    total = jnp.sum(case_estimates)
    largest = jnp.max(case_estimates)
    return total * (1.0 + margin), largest / total
