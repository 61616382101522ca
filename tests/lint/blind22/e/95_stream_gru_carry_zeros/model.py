import jax
import jax.numpy as jnp

HIDDEN = 16


def init_params(key, n_in):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"wx": 0.1 * jax.random.normal(k1, (n_in, 3 * HIDDEN)),
            "wh": 0.1 * jax.random.normal(k2, (HIDDEN, 3 * HIDDEN)),
            "out": 0.1 * jax.random.normal(k3, (HIDDEN, 2))}


@jax.jit
def stream_step(params, h, chunk):
    if h is None:
        h = jnp.zeros((HIDDEN,))

    def cell(h, x):
        zx, rx, nx = jnp.split(x @ params["wx"], 3)
        zh, rh, nh = jnp.split(h @ params["wh"], 3)
        z, r = jax.nn.sigmoid(zx + zh), jax.nn.sigmoid(rx + rh)
        h = (1 - z) * jnp.tanh(nx + r * nh) + z * h
        return h, h

    h, _ = jax.lax.scan(cell, h, chunk)
    return h, jax.nn.softmax(h @ params["out"])
