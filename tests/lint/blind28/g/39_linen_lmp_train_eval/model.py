from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class LMPNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]


net = LMPNet()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, opt_state, x, y, key, train):
    def loss_fn(p):
        pred = net.apply({"params": p}, x, train=train, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)
    if not train:
        return params, opt_state, loss_fn(params)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
