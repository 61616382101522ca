import jax
import jax.numpy as jnp
import numpy as np


class EtaService:
    def __init__(self, weights, bias):
        self.weights = jnp.asarray(weights)
        self.bias = jnp.asarray(bias)

    def _forward(self, feats):
        return jnp.maximum(feats @ self.weights + self.bias, 0.0)

    def handle(self, request):
        feats = np.asarray(request["features"], np.float32)
        eta_h = jax.jit(self._forward)(feats)
        return {"voyage": request["voyage"], "eta_h": np.round(np.asarray(eta_h), 1).tolist()}
