import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(3,))
def online_update(params, batch, step, max_grad_norm):
    x, y = batch
    pred = x @ params
    grad = x.T @ (pred - y) / x.shape[0]
    norm = jnp.linalg.norm(grad)
    grad = grad * jnp.minimum(1.0, max_grad_norm / (norm + 1e-6))
    lr = 0.1 / jnp.sqrt(1.0 + step)
    return params - lr * grad
