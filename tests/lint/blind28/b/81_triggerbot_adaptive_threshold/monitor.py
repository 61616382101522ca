import jax
import jax.numpy as jnp


@jax.jit
def flag_window(scores, threshold):
    flags = scores > threshold
    new_threshold = 0.8 * threshold + 0.2 * jnp.percentile(scores, 95)
    return flags, new_threshold


class TriggerbotMonitor:
    def __init__(self, initial_threshold=0.9):
        self.threshold = jnp.asarray(initial_threshold, dtype=jnp.float32)
        self.total = 0

    def process(self, scores):
        flags, self.threshold = flag_window(scores, self.threshold)
        self.total += int(flags.sum())
