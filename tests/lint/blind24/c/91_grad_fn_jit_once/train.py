import jax
import jax.numpy as jnp


def staffing_gap_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean(jnp.abs(pred - y))


loss_and_grad = jax.jit(jax.value_and_grad(staffing_gap_loss))


def run_epoch(params, X, y, bs, lr):
    for i in range(0, len(X), bs):
        loss, g = loss_and_grad(params, X[i:i + bs], y[i:i + bs])
        params = jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)
    return params, loss
