import jax
import jax.numpy as jnp


@jax.jit
def multi_positive_loss(q_emb, d_emb, pos_mask, num_pos):
    logits = q_emb @ d_emb.T
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.sum(jnp.where(pos_mask, log_probs, 0.0)) / num_pos
