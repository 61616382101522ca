import jax
import jax.numpy as jnp


@jax.jit
def predict(params, feats, temperature=1.0):
    logits = feats @ params["w"] + params["b"]
    return jax.nn.softmax(logits / temperature, axis=-1)


class StreamClassifier:
    def __init__(self, params, temperature=None):
        self.params = params
        self.temperature = temperature

    def __call__(self, feats):
        if self.temperature is None:
            return predict(self.params, feats)
        return predict(self.params, feats, temperature=self.temperature)
