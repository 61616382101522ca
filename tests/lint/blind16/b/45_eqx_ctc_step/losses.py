import jax.numpy as jnp
import optax


def ctc(logits, labels, blank_id=0):
    b, t, _ = logits.shape
    logit_pad = jnp.zeros((b, t))
    label_pad = (labels == blank_id).astype(jnp.float32)
    return optax.ctc_loss(logits, logit_pad, labels, label_pad, blank_id=blank_id).mean()
