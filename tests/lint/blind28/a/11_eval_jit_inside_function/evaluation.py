import jax
import jax.numpy as jnp
import numpy as np


def evaluate(params, apply_fn, x_val, y_val):
    @jax.jit
    def cancel_metrics(params, x, y):
        p = jax.nn.sigmoid(apply_fn(params, x))
        pred = p > 0.5
        acc = jnp.mean(pred == (y > 0.5))
        brier = jnp.mean((p - y) ** 2)
        return acc, brier

    acc, brier = cancel_metrics(params, x_val, y_val)
    return {"acc": float(acc), "brier": float(brier)}
