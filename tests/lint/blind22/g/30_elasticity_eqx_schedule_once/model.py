import equinox as eqx
import jax
import jax.numpy as jnp


class LogLogDemand(eqx.Module):
    intercept: jax.Array
    elasticity: jax.Array
    cross: jax.Array

    def __init__(self, n_sku):
        self.intercept = jnp.zeros(n_sku)
        self.elasticity = -jnp.ones(n_sku)
        self.cross = jnp.zeros((n_sku, n_sku))

    def __call__(self, log_price):
        return self.intercept + self.elasticity * log_price + log_price @ self.cross
