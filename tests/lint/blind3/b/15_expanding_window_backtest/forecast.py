import jax
import jax.numpy as jnp
import numpy as np


def design(y, order):
    # rows: [y_{t-1}, ..., y_{t-order}, 1]
    cols = [y[order - k - 1:len(y) - k - 1] for k in range(order)]
    return jnp.stack(cols + [jnp.ones(len(y) - order)], axis=1)


@jax.jit
def fit_ar3(history):
    X = design(history, 3)
    target = history[3:]
    coef, *_ = jnp.linalg.lstsq(X, target)
    return coef


def one_step_forecast(coef, history):
    coef, history = np.asarray(coef), np.asarray(history)
    lags = history[-1:-4:-1]
    return float(coef[:3] @ lags + coef[3])
