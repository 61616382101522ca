from functools import partial

import jax
import jax.numpy as jnp

WARMUP = 20
BASE_LR = 0.05


def loss_fn(params, X, y):
    eta = X @ params["w"] + params["b"]
    return jnp.mean(jnp.exp(eta) - y * eta)


@partial(jax.jit, static_argnums=(3,))
def train_step(params, X, y, step):
    lr = BASE_LR * min(1.0, (step + 1) / WARMUP)
    loss, g = jax.value_and_grad(loss_fn)(params, X, y)
    params = jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)
    return params, loss
