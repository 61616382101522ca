import jax
import jax.numpy as jnp

# Cole-Kripke style weights over a 7-minute activity neighbourhood
DEFAULT_WEIGHTS = (106.0, 54.0, 58.0, 76.0, 230.0, 74.0, 67.0)


class SleepWakeScorer:
    def __init__(self, weights=DEFAULT_WEIGHTS, scale=0.001, threshold=1.0):
        self.weights = jnp.asarray(weights, dtype=jnp.float32)
        self.scale = scale
        self.threshold = threshold

    @property
    def score_fn(self):
        w, scale, thr = self.weights, self.scale, self.threshold

        def score(counts):
            d = scale * jnp.convolve(counts, w[::-1], mode="same")
            return (d < thr).astype(jnp.int32)

        return jax.jit(score)

    def score(self, counts):
        return self.score_fn(counts)
