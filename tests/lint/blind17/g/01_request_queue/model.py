import jax
import jax.numpy as jnp


def init_params(key, d_in=8, d_hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)) * 0.1,
        "b1": jnp.zeros(d_hidden),
        "w2": jax.random.normal(k2, (d_hidden, 1)) * 0.1,
        "b2": jnp.zeros(1),
    }


@jax.jit
def predict(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"] + params["b2"])[:, 0]
