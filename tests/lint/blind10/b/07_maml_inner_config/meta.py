from functools import partial

import jax
import jax.numpy as jnp


class InnerLoopConfig:
    def __init__(self, inner_lr, inner_steps):
        self.inner_lr = inner_lr
        self.inner_steps = inner_steps


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


@partial(jax.jit, static_argnums=(3,))
def adapt_and_evaluate(params, support, query, cfg):
    xs, ys = support
    xq, yq = query

    def inner(p, _):
        g = jax.grad(mse)(p, xs, ys)
        return jax.tree_util.tree_map(lambda a, b: a - cfg.inner_lr * b, p, g), None

    adapted, _ = jax.lax.scan(inner, params, None, length=cfg.inner_steps)
    return mse(adapted, xq, yq)
