import jax
import jax.numpy as jnp


def mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((mlp(params, x) - y) ** 2)


def inner_adapt(params, x, y, lr=0.05):
    g = jax.grad(mse)(params, x, y)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g)


@jax.jit
def meta_step(params, xs, ys, xq, yq, meta_lr=1e-2):
    def meta_loss(p):
        adapted = inner_adapt(p, xs, ys)
        return mse(adapted, xq, yq)
    loss, g = jax.value_and_grad(meta_loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - meta_lr * gi, params, g), loss
