import jax
import jax.numpy as jnp


@jax.jit
def interaction_scores(wq, feats, valid):
    q = feats @ wq
    logits = q @ feats.T / jnp.sqrt(q.shape[-1])
    logits = jnp.where(valid[None, :], logits, -1e9)
    attn = jax.nn.softmax(logits, axis=-1)
    return attn[0]
