import jax
import jax.numpy as jnp
import numpy as np


def make_windows(series, lags, horizon=1):
    n = len(series) - lags - horizon + 1
    X = np.stack([series[i:i + lags] for i in range(n)])
    y = np.stack([series[i + lags:i + lags + horizon] for i in range(n)])
    return X.astype(np.float32), y.astype(np.float32)


def init_ar(key, lags, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (lags, hidden)) / jnp.sqrt(lags),
        "w2": jax.random.normal(k2, (hidden, 1)) / jnp.sqrt(hidden),
        "b": jnp.zeros(1),
    }


def predict(params, X):
    return jnp.tanh(X @ params["w1"]) @ params["w2"] + params["b"]


@jax.jit
def sgd_step(params, X, y, lr_scale):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, X) - y) ** 2))(params)
    lr = 0.05 * lr_scale
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
