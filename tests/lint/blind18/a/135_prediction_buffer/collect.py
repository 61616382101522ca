import jax
import jax.numpy as jnp


@jax.jit
def write_scores(scores, logits, offset):
    probs = jax.nn.softmax(logits, axis=-1)
    return jax.lax.dynamic_update_slice(scores, probs.max(axis=-1), (offset,))


class ConfidenceCollector:
    """Collects per-pixel max class probability over a validation scene for calibration plots."""

    def __init__(self, n_tiles, pixels_per_tile):
        self.scores = jnp.zeros((n_tiles * pixels_per_tile,), jnp.float32)
        self.offset = 0

    def update(self, logits):
        self.scores = write_scores(self.scores, logits, self.offset)
        self.offset += logits.shape[0]
