import equinox as eqx
import jax
import jax.numpy as jnp


class MatrixFactorization(eqx.Module):
    user_factors: jax.Array
    item_factors: jax.Array
    item_bias: jax.Array

    def __init__(self, num_users, num_items, rank, key):
        ku, ki = jax.random.split(key)
        self.user_factors = 0.1 * jax.random.normal(ku, (num_users, rank))
        self.item_factors = 0.1 * jax.random.normal(ki, (num_items, rank))
        self.item_bias = jnp.zeros((num_items,))

    def __call__(self, users, items):
        u = self.user_factors[users]
        v = self.item_factors[items]
        return jnp.sum(u * v, -1) + self.item_bias[items]
