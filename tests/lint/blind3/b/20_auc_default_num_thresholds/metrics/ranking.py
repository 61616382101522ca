from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_thresholds",))
def roc_auc(scores, labels, num_thresholds=200):
    thresholds = jnp.linspace(1.0, 0.0, num_thresholds)
    pos = labels.astype(jnp.float32)
    neg = 1.0 - pos
    pred = scores[None, :] >= thresholds[:, None]
    tpr = (pred * pos).sum(axis=1) / pos.sum()
    fpr = (pred * neg).sum(axis=1) / neg.sum()
    return jnp.trapezoid(tpr, fpr)
