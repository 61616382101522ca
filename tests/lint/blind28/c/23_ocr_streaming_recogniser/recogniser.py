import jax
import jax.numpy as jnp

HIDDEN = 24


class StreamingRecogniser:
    def __init__(self, key, n_in=16, n_out=40):
        k1, k2, k3 = jax.random.split(key, 3)
        self.params = {"wx": jax.random.normal(k1, (n_in, HIDDEN)) * 0.2,
                       "wh": jax.random.normal(k2, (HIDDEN, HIDDEN)) * 0.2,
                       "wo": jax.random.normal(k3, (HIDDEN, n_out)) * 0.2}
        self.state = None

    def reset(self, n_lines):
        self.state = jnp.zeros((n_lines, HIDDEN))

    def push(self, columns):
        if self.state is None:
            self.reset(columns.shape[0])
        codes, self.state = step_columns(self.params, columns, self.state)
        return codes


@jax.jit
def step_columns(params, columns, state):
    def cell(h, x):
        h = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        return h, h @ params["wo"]

    state, logits = jax.lax.scan(cell, state, jnp.swapaxes(columns, 0, 1))
    return jnp.argmax(logits, axis=-1).T, state
