import jax
import jax.numpy as jnp
import numpy as np

LAGS = 5


def lagged(series, lags=LAGS):
    x = np.stack([series[i : len(series) - lags + i] for i in range(lags)], axis=1)
    y = series[lags:]
    return x.astype(np.float32), y.astype(np.float32)


def init_params(lags=LAGS):
    return {"coef": jnp.zeros(lags), "bias": jnp.zeros(())}


def mse(params, x, y):
    pred = x @ params["coef"] + params["bias"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def sgd_step(params, x, y, lr_scale):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * lr_scale * g, params, grads)
    return params, loss
