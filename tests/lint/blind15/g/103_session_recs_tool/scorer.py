import jax
import jax.numpy as jnp


@jax.jit
def next_item_scores(item_emb, recent_ids):
    weights = jnp.exp(-0.3 * jnp.arange(recent_ids.shape[0])[::-1])
    query = (weights[:, None] * item_emb[recent_ids]).sum(0) / weights.sum()
    scores = item_emb @ query
    return scores.at[recent_ids].set(-jnp.inf)
