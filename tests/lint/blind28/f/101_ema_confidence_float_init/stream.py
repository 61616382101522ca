import jax
import jax.numpy as jnp


@jax.jit
def smooth_confidence(prev, logits, alpha=0.3):
    conf = jnp.max(jax.nn.softmax(logits))
    return (1 - alpha) * prev + alpha * conf


class LiveCaptioner:
    def __init__(self, threshold=0.6):
        self.threshold = threshold
        self.confidence = 0.0

    def push(self, logits):
        self.confidence = smooth_confidence(self.confidence, logits)
        return float(self.confidence) > self.threshold
