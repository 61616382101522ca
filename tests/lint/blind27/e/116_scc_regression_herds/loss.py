from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="weighted")
def scc_regression_step(w, x, y, sample_w, weighted):
    def loss_fn(w):
        err = (x @ w - y) ** 2
        if weighted:
            return (err * sample_w).sum() / sample_w.sum()
        return err.mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.05 * g, loss
