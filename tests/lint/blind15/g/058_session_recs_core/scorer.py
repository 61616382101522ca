import jax
import jax.numpy as jnp


@jax.jit
def next_item_scores(item_emb, recent_ids):
    valid = recent_ids >= 0
    safe_ids = jnp.where(valid, recent_ids, 0)
    weights = jnp.exp(-0.3 * jnp.arange(recent_ids.shape[0])[::-1]) * valid
    query = (weights[:, None] * item_emb[safe_ids]).sum(0) / weights.sum()
    scores = item_emb @ query
    seen = jnp.zeros(item_emb.shape[0], bool).at[safe_ids].max(valid)
    return jnp.where(seen, -jnp.inf, scores)
