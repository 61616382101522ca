import jax
import jax.numpy as jnp


def init(key, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"Wx": jax.random.normal(k1, (3, hidden)) * 0.3,
            "Wh": jax.random.normal(k2, (hidden, hidden)) * 0.3,
            "wo": jax.random.normal(k3, (hidden,)) * 0.3}


def rnn_logits(params, X, M):
    def cell(h, inp):
        x, m = inp
        h_new = jnp.tanh(x @ params["Wx"] + h @ params["Wh"])
        return m[:, None] * h_new + (1 - m[:, None]) * h, None
    h0 = jnp.zeros((X.shape[0], params["Wh"].shape[0]))
    h, _ = jax.lax.scan(cell, h0, (jnp.swapaxes(X, 0, 1), M.T))
    return h @ params["wo"]


@jax.jit
def sgd_update(params, X, M, y):
    def loss(p):
        z = rnn_logits(p, X, M)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), l
