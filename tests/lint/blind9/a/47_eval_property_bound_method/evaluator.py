import jax
import jax.numpy as jnp


class SegmentationEvaluator:
    def __init__(self, num_classes, ignore_index=-1):
        self.num_classes = num_classes
        self.ignore_index = ignore_index

    def _confusion(self, logits, labels):
        preds = jnp.argmax(logits, axis=-1).ravel()
        labels = labels.ravel()
        valid = labels != self.ignore_index
        idx = jnp.where(valid, labels * self.num_classes + preds, 0)
        counts = jnp.zeros(self.num_classes ** 2, jnp.int32).at[idx].add(valid.astype(jnp.int32))
        return counts.reshape(self.num_classes, self.num_classes)

    @property
    def confusion_fn(self):
        return jax.jit(self._confusion)

    def mean_iou(self, batches):
        total = jnp.zeros((self.num_classes, self.num_classes), jnp.int32)
        for logits, labels in batches:
            total = total + self.confusion_fn(logits, labels)
        inter = jnp.diag(total)
        union = total.sum(0) + total.sum(1) - inter
        return float(jnp.mean(inter / jnp.maximum(union, 1)))
