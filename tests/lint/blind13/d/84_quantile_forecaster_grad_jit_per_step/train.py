import jax
import jax.numpy as jnp

QUANTILES = jnp.array([0.1, 0.5, 0.9])


def pinball_loss(params, x, y):
    pred = x @ params["w"] + params["b"]                 # [batch, n_quantiles]
    err = y[:, None] - pred
    return jnp.mean(jnp.maximum(QUANTILES * err, (QUANTILES - 1) * err))


def train_epoch(params, batches, lr):
    for x, y in batches:
        loss, grads = jax.jit(jax.value_and_grad(pinball_loss))(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
