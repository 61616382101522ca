import jax
import jax.numpy as jnp


@jax.jit
def accumulate(correct, total, logits, labels):
    pred = jnp.argmax(logits, axis=-1)
    return correct + jnp.sum(pred == labels), total + labels.shape[0]


class AccuracyMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.correct = 0
        self.total = 0

    def update(self, logits, labels):
        self.correct, self.total = accumulate(self.correct, self.total, logits, labels)

    def compute(self):
        return float(self.correct) / max(int(self.total), 1)
