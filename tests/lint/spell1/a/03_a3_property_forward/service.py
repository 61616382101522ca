import functools

import jax
import jax.numpy as jnp


class TextClassifier:
    def __init__(self, params, labels, max_len=16):
        self.params = params
        self.labels = labels
        self.max_len = max_len

    def _forward(self, params, token_ids):
        emb = params["embed"][token_ids]
        pooled = emb.mean(axis=1)
        return jax.nn.softmax(pooled @ params["head"], axis=-1)

    @property
    def forward(self):
        return jax.jit(self._forward)

    def encode(self, text):
        ids = [hash(tok) % self.params["embed"].shape[0] for tok in text.lower().split()]
        ids = ids[: self.max_len] + [0] * (self.max_len - len(ids))
        return jnp.asarray([ids], dtype=jnp.int32)

    def handle(self, request):
        probs = self.forward(self.params, self.encode(request["text"]))
        best = int(jnp.argmax(probs[0]))
        return {"id": request["id"], "label": self.labels[best], "score": float(probs[0, best])}
