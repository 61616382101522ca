import equinox as eqx
import jax
import jax.numpy as jnp


class Regressor(eqx.Module):
    mlp: eqx.nn.MLP
    num_updates: int = 0

    def __init__(self, in_size, key, num_updates=0):
        self.mlp = eqx.nn.MLP(in_size, 1, width_size=16, depth=2, key=key)
        self.num_updates = num_updates

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)[:, 0]

    def bump(self):
        return eqx.tree_at(lambda m: m.num_updates, self, self.num_updates + 1)


def mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)
