import jax
import jax.numpy as jnp

@jax.jit
def classify_request(W, feats):
    return jnp.argmax(feats @ W.astype(feats.dtype), axis=-1)

class ClauseAPI:
    def __init__(self, W):
        self.W = W

    def handle(self, feats, fast=False):
        x = jnp.asarray(feats)
        if fast:
            x = x.astype(jnp.bfloat16)
        return classify_request(self.W, x)
