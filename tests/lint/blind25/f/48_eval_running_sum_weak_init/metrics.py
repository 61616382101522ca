import jax
import jax.numpy as jnp


@jax.jit
def accumulate_confusion(tp, fp, fn, probs, labels, thr):
    pred = probs > thr
    tp = tp + jnp.sum(pred & (labels == 1))
    fp = fp + jnp.sum(pred & (labels == 0))
    fn = fn + jnp.sum(~pred & (labels == 1))
    return tp, fp, fn
