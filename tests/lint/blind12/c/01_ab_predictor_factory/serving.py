import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) * 0.1,
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden, 1)) * 0.1,
    }


def make_predictor(params):
    def predict(x):
        h = jax.nn.relu(x @ params["w1"] + params["b1"])
        return jax.nn.sigmoid(h @ params["w2"])[:, 0]

    return jax.jit(predict)
