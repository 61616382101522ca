import jax
import jax.numpy as jnp

H = 8

def init_params(key, n_in=3):
    k1, k2 = jax.random.split(key)
    return {"W": 0.1 * jax.random.normal(k1, (n_in + H, H)), "v": 0.1 * jax.random.normal(k2, (H,))}

def initial_state():
    return jnp.zeros(H, dtype=jnp.float32)

@jax.jit
def rnn_window(params, xs, hidden):
    def cell(h, x):
        h = jnp.tanh(jnp.concatenate([x, h]) @ params["W"])
        return h, h @ params["v"]
    return jax.lax.scan(cell, hidden, xs)
