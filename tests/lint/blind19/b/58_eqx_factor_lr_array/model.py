import equinox as eqx
import jax
import jax.numpy as jnp


class FactorModel(eqx.Module):
    loadings: jax.Array
    alpha: jax.Array

    def __init__(self, n_assets, n_factors, key):
        self.loadings = 0.1 * jax.random.normal(key, (n_assets, n_factors))
        self.alpha = jnp.zeros(n_assets)

    def __call__(self, factor_rets):
        return self.alpha + factor_rets @ self.loadings.T


def mse(model, f, r):
    return jnp.mean((model(f) - r) ** 2)
