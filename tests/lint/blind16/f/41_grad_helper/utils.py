import functools

import jax
import jax.numpy as jnp


def _loss_and_grads(model, params, x, y):
    def loss_fn(p):
        pred = model.apply(p, x)[:, 0]
        return jnp.mean(jnp.abs(pred - y))
    return jax.value_and_grad(loss_fn)(params)


def grads_for(model, params, x, y):
    fn = jax.jit(functools.partial(_loss_and_grads, model))
    return fn(params, x, y)


def clip_and_step(params, grads, lr=1e-2, max_norm=1.0):
    norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree_util.tree_map(lambda p, g: p - lr * scale * g, params, grads)
