from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def alarm_metrics(scores, labels, threshold):
    pred = scores > threshold
    tp = jnp.sum(pred & (labels == 1))
    fp = jnp.sum(pred & (labels == 0))
    fn = jnp.sum(~pred & (labels == 1))
    return tp / jnp.maximum(tp + fp, 1), tp / jnp.maximum(tp + fn, 1)
