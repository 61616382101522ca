from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class LossRatioNet(nn.Module):
    features: tuple = (16, 8)

    @nn.compact
    def __call__(self, x):
        for f in self.features:
            x = nn.tanh(nn.Dense(f)(x))
        return nn.Dense(1)(x)[:, 0]


@partial(jax.jit, static_argnums=0)
def sgd_update(module, params, x, y):
    def loss(p):
        return jnp.mean((module.apply(p, x) - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
