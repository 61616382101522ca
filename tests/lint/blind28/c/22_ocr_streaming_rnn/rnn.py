import jax
import jax.numpy as jnp

HIDDEN = 24


def init(key, n_in=16, n_out=40):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"wx": jax.random.normal(k1, (n_in, HIDDEN)) * 0.2,
            "wh": jax.random.normal(k2, (HIDDEN, HIDDEN)) * 0.2,
            "wo": jax.random.normal(k3, (HIDDEN, n_out)) * 0.2}


@jax.jit
def recognise_chunk(params, columns, state):
    if state is None:
        state = jnp.zeros((columns.shape[0], HIDDEN))

    def cell(h, x):
        h = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        return h, h @ params["wo"]

    state, logits = jax.lax.scan(cell, state, jnp.swapaxes(columns, 0, 1))
    return jnp.argmax(logits, axis=-1).T, state
