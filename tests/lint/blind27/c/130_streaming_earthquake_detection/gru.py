import jax
import jax.numpy as jnp

HIDDEN = 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"wx": 0.3 * jax.random.normal(k1, (3, 3 * HIDDEN)),
            "wh": 0.3 * jax.random.normal(k2, (HIDDEN, 3 * HIDDEN)),
            "out": jnp.ones(HIDDEN) / HIDDEN}


@jax.jit
def recurrent_scores(params, chunk, h):
    def cell(h, x):
        gx, gh = x @ params["wx"], h @ params["wh"]
        z = jax.nn.sigmoid(gx[:HIDDEN] + gh[:HIDDEN])
        r = jax.nn.sigmoid(gx[HIDDEN:2 * HIDDEN] + gh[HIDDEN:2 * HIDDEN])
        n = jnp.tanh(gx[2 * HIDDEN:] + r * gh[2 * HIDDEN:])
        h = (1 - z) * n + z * h
        return h, h @ params["out"]

    h, scores = jax.lax.scan(cell, h, chunk)
    return h, scores
