import jax
import jax.numpy as jnp


@jax.jit
def risk_contributions(weights, cov):
    port_var = weights @ cov @ weights
    marginal = cov @ weights
    return weights * marginal / jnp.sqrt(port_var)
