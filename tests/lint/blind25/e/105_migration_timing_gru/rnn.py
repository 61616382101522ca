import jax
import jax.numpy as jnp

H = 8

def init_params(key, n_in=3):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"Wz": 0.1 * jax.random.normal(k1, (n_in + H, H)), "Wh": 0.1 * jax.random.normal(k2, (n_in + H, H)),
            "out": 0.1 * jax.random.normal(k3, (H,))}

@jax.jit
def gru_window(params, xs, hidden=None):
    if hidden is None:
        hidden = jnp.zeros(H)
    def cell(h, x):
        xh = jnp.concatenate([x, h])
        z = jax.nn.sigmoid(xh @ params["Wz"])
        h = (1 - z) * h + z * jnp.tanh(xh @ params["Wh"])
        return h, h @ params["out"]
    hidden, ys = jax.lax.scan(cell, hidden, xs)
    return hidden, ys
