import functools

import jax
import jax.numpy as jnp
import numpy as np

CHARSET = "abcdefghijklmnopqrstuvwxyz0123456789"


class RecognitionService:
    def __init__(self, weights, blank=0):
        self.weights = weights
        self.blank = blank

    @functools.cached_property
    def greedy_decode(self):
        def decode(weights, feats):
            logits = feats @ weights
            return jnp.argmax(logits, axis=-1)
        return jax.jit(decode)

    def handle(self, request):
        feats = jnp.asarray(request["features"])
        ids = np.asarray(self.greedy_decode(self.weights, feats))
        chars = [CHARSET[i - 1] for i in ids if i != self.blank]
        return {"id": request["id"], "text": "".join(chars)}
