import equinox as eqx
import jax
import jax.numpy as jnp


class OnlineRanker(eqx.Module):
    user_proj: eqx.nn.Linear
    item_proj: eqx.nn.Linear
    num_updates: jax.Array

    def __init__(self, user_dim, item_dim, hidden, key):
        k1, k2 = jax.random.split(key)
        self.user_proj = eqx.nn.Linear(user_dim, hidden, key=k1)
        self.item_proj = eqx.nn.Linear(item_dim, hidden, key=k2)
        self.num_updates = jnp.zeros((), dtype=jnp.int32)

    def __call__(self, user, item):
        return jnp.dot(self.user_proj(user), self.item_proj(item))

    def step_size(self, base_lr):
        return base_lr / jnp.sqrt(1.0 + self.num_updates)
