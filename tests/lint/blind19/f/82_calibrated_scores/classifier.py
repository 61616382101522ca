import jax
import jax.numpy as jnp


@jax.jit
def predict(params, feats, temperature):
    logits = feats @ params["w"] + params["b"]
    return jax.nn.softmax(logits / temperature, axis=-1)


class StreamClassifier:
    def __init__(self, params, temperature=None):
        self.params = params
        self.temperature = jnp.float32(1.0 if temperature is None else temperature)

    def __call__(self, feats):
        return predict(self.params, feats, self.temperature)
