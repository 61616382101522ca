import jax
import jax.numpy as jnp


class Predictor:
    def __init__(self, params, labels):
        self.params = params
        self.labels = labels
        self._forward_jit = jax.jit(self._forward)

    def _forward(self, params, x):
        h = jnp.tanh(x @ params["w1"])
        return jax.nn.softmax(h @ params["w2"], axis=-1)

    @property
    def forward(self):
        return self._forward_jit

    def predict(self, features):
        probs = self.forward(self.params, jnp.asarray(features, dtype=jnp.float32))
        idx = int(jnp.argmax(probs[0]))
        return {"label": self.labels[idx], "score": float(probs[0, idx])}
