import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def category_metrics(W, x, y):
    prob = jax.nn.sigmoid(x @ W)
    pred = prob > 0.5
    acc = jnp.mean(pred == (y > 0.5))
    brier = jnp.mean((prob - y) ** 2)
    return acc, brier


def per_category_report(W, x, y, category, names):
    out = {}
    for c, name in enumerate(names):
        sel = category == c
        out[name] = tuple(round(float(v), 3) for v in category_metrics(W, x[sel], y[sel]))
    return out
