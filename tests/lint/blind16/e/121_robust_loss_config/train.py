import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("loss_fn",))
def train_step(w, x, y, lr, loss_fn):
    loss, g = jax.value_and_grad(lambda w: loss_fn(x @ w, y))(w)
    return w - lr * g, loss
