import jax
import jax.numpy as jnp

QUANTILES = jnp.array([0.05, 0.5, 0.95])


def pinball_loss(params, x, y):
    pred = x @ params["w"] + params["b"]                 # [batch, n_quantiles]
    err = y[:, None] - pred
    return jnp.mean(jnp.maximum(QUANTILES * err, (QUANTILES - 1) * err))


loss_and_grad = jax.jit(jax.value_and_grad(pinball_loss))


def train_epoch(params, batches, lr):
    for x, y in batches:
        loss, grads = loss_and_grad(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
