import jax
import jax.numpy as jnp


def init_rnn(key, n_in, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"wx": jax.random.normal(k1, (n_in, hidden)) * 0.3,
            "wh": jax.random.normal(k2, (hidden, hidden)) * 0.3,
            "out": jax.random.normal(k3, (hidden,)) * 0.3}


def rnn_logits(params, feats, mask):
    def cell(h, xm):
        x, m = xm
        h_new = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        return jnp.where(m[:, None] > 0, h_new, h), None

    h0 = jnp.zeros((feats.shape[0], params["wh"].shape[0]))
    h, _ = jax.lax.scan(cell, h0, (feats.swapaxes(0, 1), mask.swapaxes(0, 1)))
    return h @ params["out"]
