import jax
import jax.numpy as jnp


class Predictor:
    def __init__(self, params, labels):
        self.params = params
        self.labels = labels

    def _forward(self, x):
        h = jnp.tanh(x @ self.params["w1"])
        return jax.nn.softmax(h @ self.params["w2"], axis=-1)

    @property
    def forward(self):
        return jax.jit(self._forward)

    def predict(self, features):
        probs = self.forward(jnp.asarray(features, dtype=jnp.float32))
        idx = int(jnp.argmax(probs[0]))
        return {"label": self.labels[idx], "score": float(probs[0, idx])}
