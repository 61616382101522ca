import jax
import jax.numpy as jnp
import flax.linen as nn


class Tagger(nn.Module):
    n_tags: int = 6

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_tags)(nn.tanh(nn.Dense(16)(x)))


class Predictor:
    def __init__(self, params, n_tags=6):
        self.module = Tagger(n_tags)
        self.params = params

        def tag_probs(params, x):
            return jax.nn.softmax(self.module.apply(params, x), axis=-1)

        self._forward = jax.jit(tag_probs)

    @property
    def forward(self):
        return self._forward

    def predict(self, x):
        probs = self.forward(self.params, x)
        return jnp.argmax(probs, axis=-1)
