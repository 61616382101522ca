import jax
import jax.numpy as jnp


@jax.jit
def score_routes(weights, feats, mask):
    logits = feats @ weights
    logits = jnp.where(mask, logits, -1e9)
    return jax.nn.softmax(logits)
