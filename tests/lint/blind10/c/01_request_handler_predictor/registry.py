import jax
import jax.numpy as jnp
import numpy as np


def init_params(seed, n_features, n_hidden=16):
    rng = np.random.default_rng(seed)
    return {
        "w1": jnp.asarray(rng.normal(size=(n_features, n_hidden)) * 0.1, jnp.float32),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jnp.asarray(rng.normal(size=(n_hidden, 1)) * 0.1, jnp.float32),
    }


def build_predictor(params):
    def predict(x):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return jax.nn.sigmoid(h @ params["w2"])[:, 0]

    return jax.jit(predict)


class ModelStore:
    def __init__(self):
        self._params = {}

    def register(self, name, params):
        self._params[name] = params

    def predictor(self, name):
        return build_predictor(self._params[name])
