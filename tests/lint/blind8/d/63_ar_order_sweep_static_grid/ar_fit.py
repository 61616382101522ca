from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("order", "loss"))
def fit_ar(series, ridge, order, loss="l2"):
    n = series.shape[0]
    X = jnp.stack([series[order - k - 1 : n - k - 1] for k in range(order)], axis=1)
    y = series[order:]
    w = jnp.linalg.solve(X.T @ X + ridge * jnp.eye(order), X.T @ y)
    resid = y - X @ w
    if loss == "l2":
        score = jnp.mean(resid**2)
    else:
        score = jnp.mean(jnp.abs(resid))
    return w, score
