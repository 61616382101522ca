import functools

import jax
import jax.numpy as jnp
import optax


def init_mlp(key, sizes=(1, 32, 32, 1)):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) / jnp.sqrt(a), "b": jnp.zeros((b,))})
    return params


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def mse(params, x, y):
    return jnp.mean((mlp(params, x) - y) ** 2)


def adapt(params, x, y, inner_lr, steps):
    for _ in range(steps):
        grads = jax.grad(mse)(params, x, y)
        params = jax.tree.map(lambda p, g: p - inner_lr * g, params, grads)
    return params


@functools.partial(jax.jit, static_argnames=("inner_steps", "meta_opt"))
def meta_step(params, opt_state, support, query, inner_lr, *, inner_steps, meta_opt):
    def outer_loss(p):
        adapted = adapt(p, *support, inner_lr, inner_steps)
        return mse(adapted, *query)

    loss, grads = jax.value_and_grad(outer_loss)(params)
    updates, opt_state = meta_opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
