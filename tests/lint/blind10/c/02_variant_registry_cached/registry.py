import functools

import jax
import jax.numpy as jnp
import numpy as np

_VARIANTS = {
    "control": {"seed": 0, "n_hidden": 16},
    "treatment": {"seed": 1, "n_hidden": 32},
}


def init_params(seed, n_features, n_hidden):
    rng = np.random.default_rng(seed)
    return {
        "w1": jnp.asarray(rng.normal(size=(n_features, n_hidden)) * 0.1, jnp.float32),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jnp.asarray(rng.normal(size=(n_hidden, 1)) * 0.1, jnp.float32),
    }


@functools.lru_cache(maxsize=None)
def get_predictor(variant, n_features):
    spec = _VARIANTS[variant]
    params = init_params(spec["seed"], n_features, spec["n_hidden"])

    def predict(x):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return jax.nn.sigmoid(h @ params["w2"])[:, 0]

    return jax.jit(predict)
