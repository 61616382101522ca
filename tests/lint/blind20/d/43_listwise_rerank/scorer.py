import jax
import jax.numpy as jnp


@jax.jit
def listwise_scores(w, feats, mask):
    logits = feats @ w
    logits = jnp.where(mask > 0, logits, -1e9)
    return jax.nn.log_softmax(logits, axis=-1)
