import jax
import jax.numpy as jnp


@jax.jit
def merit_budget(salaries, ratings, market_adjust):
    merit = jnp.select([ratings >= 4, ratings >= 3], [0.05, 0.03], 0.0)
    return (salaries * (merit + market_adjust)).sum()
