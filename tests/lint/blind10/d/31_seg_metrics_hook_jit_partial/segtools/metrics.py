import jax.numpy as jnp


def confusion_matrix(preds, labels, num_classes, ignore_index=255):
    valid = labels != ignore_index
    idx = jnp.where(valid, labels * num_classes + preds, num_classes * num_classes)
    counts = jnp.bincount(idx.ravel(), length=num_classes * num_classes + 1)
    return counts[:-1].reshape(num_classes, num_classes)


def mean_iou(cm):
    inter = jnp.diag(cm)
    union = cm.sum(0) + cm.sum(1) - inter
    return jnp.mean(inter / jnp.maximum(union, 1))
