import jax
import jax.numpy as jnp

from nets import build_model


def frame_error_rate(params, feats, labels):
    model = build_model()
    logits = jax.jit(model.apply)(params, feats)
    return float(jnp.mean(logits.argmax(-1) != labels))
