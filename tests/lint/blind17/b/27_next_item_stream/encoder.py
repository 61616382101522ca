import jax
import jax.numpy as jnp


@jax.jit
def next_item_scores(item_emb, history):
    weights = jnp.exp(-0.3 * jnp.arange(history.shape[0])[::-1])
    ctx = (item_emb[history] * weights[:, None]).sum(0) / weights.sum()
    return item_emb @ ctx
