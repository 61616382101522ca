import jax
import jax.numpy as jnp


@jax.jit
def detection_f1(scores, labels, threshold=0.5):
    pred = scores > threshold
    tp = jnp.sum(pred & labels)
    fp = jnp.sum(pred & ~labels)
    fn = jnp.sum(~pred & labels)
    return 2 * tp / jnp.maximum(2 * tp + fp + fn, 1)
