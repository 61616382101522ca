import functools

import jax
import jax.numpy as jnp


def predict(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"]


def task_loss(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


@functools.partial(jax.jit, static_argnames=("inner_steps",))
def reptile_update(meta_params, x, y, inner_lr, outer_lr, inner_steps):
    params = meta_params
    for _ in range(inner_steps):
        grads = jax.grad(task_loss)(params, x, y)
        params = jax.tree.map(lambda p, g: p - inner_lr * g, params, grads)
    return jax.tree.map(lambda m, p: m + outer_lr * (p - m), meta_params, params)
