import jax
import jax.numpy as jnp
import numpy as np

from gp import posterior_mean


def rolling_backtest(t, y, train_len, horizon, n_windows):
    errors = []
    for w in range(n_windows):
        start = w * horizon
        t_tr = jnp.asarray(t[start:start + train_len])
        y_tr = jnp.asarray(y[start:start + train_len])
        forecast = jax.jit(lambda t_new: posterior_mean(t_tr, y_tr, t_new))
        t_te = t[start + train_len:start + train_len + horizon]
        y_te = y[start + train_len:start + train_len + horizon]
        errors.append(float(jnp.mean(jnp.abs(forecast(jnp.asarray(t_te)) - y_te))))
    return np.asarray(errors)
