from functools import partial

import jax
import jax.numpy as jnp

from config import ARConfig


def lag_matrix(series, order):
    n = series.shape[0] - order
    idx = jnp.arange(n)[:, None] + jnp.arange(order)[None, :]
    return series[idx], series[order:]


@partial(jax.jit, static_argnums=(1,))
def fit_ar(series, cfg):
    X, y = lag_matrix(series, cfg.order)
    gram = X.T @ X + cfg.ridge * jnp.eye(cfg.order)
    coef = jnp.linalg.solve(gram, X.T @ y)
    resid = y - X @ coef
    return coef, jnp.mean(resid**2)


class RollingForecaster:
    def __init__(self, cfg: ARConfig):
        self.cfg = cfg
        self.n_refits = 0
        self.history = []

    def refit(self, window):
        coef, mse = fit_ar(window, self.cfg)
        self.history.append(float(mse))
        self.n_refits += 1
        return coef
