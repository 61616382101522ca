from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("threshold",))
def cancellation_confusion(probs, labels, threshold=0.5):
    pred = probs >= threshold
    tp = jnp.sum(pred & labels)
    fp = jnp.sum(pred & ~labels)
    fn = jnp.sum(~pred & labels)
    precision = tp / jnp.maximum(tp + fp, 1)
    recall = tp / jnp.maximum(tp + fn, 1)
    return precision, recall
