import jax
import jax.numpy as jnp


@jax.jit
def blended_scores(popularity, similarity, recency, weights):
    w_pop, w_sim, w_rec = weights[0], weights[1], weights[2]
    return w_pop * popularity + w_sim * similarity + w_rec * recency


class BlendTuner:
    def __init__(self, weights=(0.2, 0.6, 0.2), lr=0.05):
        self._w = jnp.asarray(weights, jnp.float32)
        self.lr = lr

    @property
    def weights(self):
        return self._w

    def nudge(self, feedback):
        w = jnp.maximum(0.0, self._w + self.lr * jnp.asarray(feedback, jnp.float32))
        self._w = w / w.sum()
