import jax
import jax.numpy as jnp


@jax.jit
def append_scores(scores, logits):
    probs = jax.nn.softmax(logits, axis=-1)
    return jnp.concatenate([scores, probs.max(axis=-1)])


class ConfidenceCollector:
    """Collects per-pixel max class probability over a validation scene for calibration plots."""

    def __init__(self):
        self.scores = jnp.zeros((0,), jnp.float32)

    def update(self, logits):
        self.scores = append_scores(self.scores, logits)
