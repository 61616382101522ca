import functools

import jax
import jax.numpy as jnp
import numpy as np

IGNORE_INDEX = 255


@functools.partial(jax.jit, static_argnums=3)
def confusion_matrix(preds, targets, valid, num_classes):
    safe_targets = jnp.where(valid, targets, 0)
    idx = safe_targets * num_classes + preds
    counts = jnp.bincount(idx, weights=valid.astype(jnp.int32), length=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)


class MeanIoU:
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.total = np.zeros((num_classes, num_classes), np.int64)

    def update(self, logits, masks):
        preds = np.asarray(jnp.argmax(logits, -1)).reshape(-1)
        targets = masks.reshape(-1)
        valid = targets != IGNORE_INDEX
        self.total += np.asarray(confusion_matrix(preds, targets, valid, self.num_classes)).astype(np.int64)

    def compute(self):
        inter = np.diag(self.total)
        union = self.total.sum(0) + self.total.sum(1) - inter
        return float(np.mean(inter / np.maximum(union, 1)))
