import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pr_at_threshold(scores, labels, threshold):
    pred = scores > threshold
    tp = jnp.sum(pred & (labels == 1))
    fp = jnp.sum(pred & (labels == 0))
    fn = jnp.sum(~pred & (labels == 1))
    return tp / jnp.maximum(tp + fp, 1), tp / jnp.maximum(tp + fn, 1)


class QuantileAlarmHook:
    def __init__(self, q):
        self.q = q

    def after_epoch(self, scores, labels):
        thr = float(np.quantile(np.asarray(scores), self.q))
        p, r = pr_at_threshold(scores, labels, thr)
        return round(thr, 3), round(float(p), 3), round(float(r), 3)
