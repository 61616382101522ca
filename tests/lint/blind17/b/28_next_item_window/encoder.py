import jax
import jax.numpy as jnp


@jax.jit
def next_item_scores(item_emb, items, mask):
    weights = jnp.exp(-0.3 * jnp.arange(items.shape[0])[::-1]) * mask
    ctx = (item_emb[items] * weights[:, None]).sum(0) / weights.sum()
    scores = item_emb @ ctx
    seen = jnp.zeros(item_emb.shape[0], bool).at[items].max(mask)
    return jnp.where(seen, -jnp.inf, scores)
