import jax
import jax.numpy as jnp


@jax.jit
def quarterly_exit_prob(tenure, salary, market_salary):
    gap = (market_salary - salary) / market_salary
    z = -2.0 + 3.0 * gap - 0.15 * tenure + 0.8 * jnp.exp(-tenure)
    return jax.nn.sigmoid(z)
