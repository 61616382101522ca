import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("num_classes",))
def per_class_stats(logits, labels, num_classes):
    preds = jnp.argmax(logits, -1)
    onehot_true = jax.nn.one_hot(labels, num_classes)
    onehot_pred = jax.nn.one_hot(preds, num_classes)
    tp = jnp.sum(onehot_true * onehot_pred, 0)
    return tp, jnp.sum(onehot_pred, 0), jnp.sum(onehot_true, 0)


def macro_f1(logits, labels):
    num_classes = int(np.max(labels)) + 1
    tp, pred_pos, true_pos = per_class_stats(logits, labels, num_classes=num_classes)
    precision = tp / jnp.maximum(pred_pos, 1)
    recall = tp / jnp.maximum(true_pos, 1)
    f1 = 2 * precision * recall / jnp.maximum(precision + recall, 1e-8)
    return float(jnp.mean(f1))
