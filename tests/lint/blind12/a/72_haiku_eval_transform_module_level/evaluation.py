import jax
import jax.numpy as jnp

from nets import build_model

_eval_model = build_model()
_eval_apply = jax.jit(_eval_model.apply)


def frame_error_rate(params, feats, labels):
    logits = _eval_apply(params, feats)
    return float(jnp.mean(logits.argmax(-1) != labels))
