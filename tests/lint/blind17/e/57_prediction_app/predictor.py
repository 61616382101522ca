import jax
import jax.numpy as jnp


class Predictor:
    def __init__(self, params, threshold=0.5):
        self.params = params
        self.threshold = threshold
        self._predict = jax.jit(self._forward)

    def _forward(self, params, x):
        h = jax.nn.relu(x @ params["w1"] + params["b1"])
        return jax.nn.sigmoid(h @ params["w2"] + params["b2"]).squeeze(-1)

    def __call__(self, x):
        p = self._predict(self.params, x)
        return [{"prob": float(pi), "label": int(pi > self.threshold)} for pi in p]
