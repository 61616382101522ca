import jax
import jax.numpy as jnp


def init_lstm(key, n_in, n_hid):
    k1, k2 = jax.random.split(key)
    return {"wx": 0.1 * jax.random.normal(k1, (n_in, 4 * n_hid)),
            "wh": 0.1 * jax.random.normal(k2, (n_hid, 4 * n_hid)),
            "b": jnp.zeros(4 * n_hid)}


@jax.jit
def lstm_step(params, state, frame):
    h, c = state
    z = frame @ params["wx"] + h @ params["wh"] + params["b"]
    i, f, g, o = jnp.split(z, 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return (h, c)
