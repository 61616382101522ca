import jax.numpy as jnp


def _confusion(pred, target, n_classes):
    idx = target * n_classes + pred
    return jnp.bincount(idx.ravel(), length=n_classes * n_classes).reshape(n_classes, n_classes)


def pixel_accuracy(pred, target, n_classes):
    return jnp.mean(pred == target)


def mean_iou(pred, target, n_classes):
    cm = _confusion(pred, target, n_classes)
    inter = jnp.diag(cm)
    union = cm.sum(0) + cm.sum(1) - inter
    return jnp.mean(inter / jnp.maximum(union, 1))


def frequency_weighted_iou(pred, target, n_classes):
    cm = _confusion(pred, target, n_classes)
    inter = jnp.diag(cm)
    union = cm.sum(0) + cm.sum(1) - inter
    freq = cm.sum(1) / cm.sum()
    return jnp.sum(freq * inter / jnp.maximum(union, 1))


def mean_dice(pred, target, n_classes):
    cm = _confusion(pred, target, n_classes)
    inter = jnp.diag(cm)
    return jnp.mean(2 * inter / jnp.maximum(cm.sum(0) + cm.sum(1), 1))


REGISTRY = {
    "pixel_acc": pixel_accuracy,
    "mIoU": mean_iou,
    "fwIoU": frequency_weighted_iou,
    "dice": mean_dice,
}
