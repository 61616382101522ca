import time

import jax
import jax.numpy as jnp
import numpy as np


def _mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


class InferenceEngine:
    """Tiny request/response engine around an MLP scorer."""

    def __init__(self, params, max_batch=8):
        self.params = params
        self.max_batch = max_batch
        self.stats = {"requests": 0, "latency_ms": 0.0}

    @property
    def forward(self):
        params = self.params

        def apply(x):
            return _mlp(params, x)

        return jax.jit(apply)

    def _pad(self, rows):
        x = np.zeros((self.max_batch, rows[0].shape[-1]), np.float32)
        x[: len(rows)] = np.stack(rows)
        return x

    def handle(self, request):
        t0 = time.perf_counter()
        feats = [np.asarray(r["features"], np.float32) for r in request["items"]]
        logits = self.forward(self._pad(feats))[: len(feats)]
        self.stats["requests"] += 1
        self.stats["latency_ms"] += (time.perf_counter() - t0) * 1e3
        return {"id": request["id"], "scores": jnp.tanh(logits[:, 0]).tolist()}
