from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class EfficiencyMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        x = nn.Dense(1)(x)
        return nn.sigmoid(x)[:, 0]


net = EfficiencyMLP()


@partial(jax.jit, static_argnames=("tx",))
def sgd_update(params, opt_state, x, y, tx):
    def loss_fn(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
