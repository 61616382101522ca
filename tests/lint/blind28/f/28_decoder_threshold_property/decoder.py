import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def collapse_path(log_probs, blank_threshold):
    best = jnp.argmax(log_probs, axis=-1)
    best = jnp.where(jnp.exp(log_probs[..., 0]) > blank_threshold, 0, best)
    prev = jnp.concatenate([jnp.full(best.shape[:-1] + (1,), -1), best[..., :-1]], axis=-1)
    return jnp.where((best != prev) & (best != 0), best, -1)


class GreedyCTCDecoder:
    def __init__(self, threshold=0.5):
        self._threshold = np.float32(threshold)

    @property
    def threshold(self):
        return self._threshold

    @threshold.setter
    def threshold(self, value):
        self._threshold = np.float32(value)

    def __call__(self, log_probs):
        return collapse_path(log_probs, self.threshold)
