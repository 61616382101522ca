import jax
import jax.numpy as jnp


@jax.jit
def update_confidence(prev, logits, alpha=0.3):
    conf = jnp.max(jax.nn.softmax(logits))
    return (1 - alpha) * prev + alpha * conf


class LiveCaptioner:
    def __init__(self, threshold=0.6):
        self.threshold = threshold
        self.reset()

    def reset(self):
        self.confidence = jnp.zeros((), jnp.float32)

    def push(self, logits):
        self.confidence = update_confidence(self.confidence, logits)
        return float(self.confidence) > self.threshold
