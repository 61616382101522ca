import jax
import jax.numpy as jnp


class DetectionMetrics:
    def __init__(self, threshold=0.5):
        self.threshold = threshold
        self._compute = jax.jit(self.compute)

    def compute(self, probs, labels):
        pred = probs > self.threshold
        tp = jnp.sum(pred & labels)
        fp = jnp.sum(pred & ~labels)
        fn = jnp.sum(~pred & labels)
        return {"precision": tp / jnp.maximum(tp + fp, 1), "recall": tp / jnp.maximum(tp + fn, 1)}

    def __call__(self, probs, labels):
        return self._compute(probs, labels)
