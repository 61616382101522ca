from functools import partial

import jax
import jax.numpy as jnp


def mse(params, X, y):
    pred = X @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def sgd_step(params, X, y, lr):
    loss, grads = jax.value_and_grad(mse)(params, X, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def make_epoch_fn(lr=0.05):
    step = jax.jit(partial(sgd_step, lr=lr))

    def fit_one_epoch(params, batches):
        losses = []
        for X, y in batches:
            params, loss = step(params, X, y)
            losses.append(loss)
        return params, jnp.stack(losses).mean()

    return fit_one_epoch
