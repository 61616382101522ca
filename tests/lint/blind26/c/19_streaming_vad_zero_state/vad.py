import jax
import jax.numpy as jnp

HID = 8


class StreamingVAD:
    def __init__(self, key, n_feat):
        k1, k2, k3 = jax.random.split(key, 3)
        self.params = {
            "wx": jax.random.normal(k1, (n_feat, HID)) * 0.3,
            "wh": jax.random.normal(k2, (HID, HID)) * 0.3,
            "wo": jax.random.normal(k3, (HID,)) * 0.3,
        }
        self.reset()

    def reset(self):
        self.h = jnp.zeros(HID)

    def push(self, chunk):
        probs, self.h = vad_chunk(self.params, self.h, chunk)
        return probs


@jax.jit
def vad_chunk(params, h, chunk):
    def cell(h, x):
        h = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        return h, jax.nn.sigmoid(h @ params["wo"])
    h, p = jax.lax.scan(cell, h, chunk)
    return p, h
