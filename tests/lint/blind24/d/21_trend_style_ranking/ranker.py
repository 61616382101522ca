import jax
import jax.numpy as jnp


@jax.jit
def rank_styles(style_emb, trend_emb, temperature):
    scores = style_emb @ trend_emb / temperature
    probs = jax.nn.softmax(scores)
    top_vals, top_idx = jax.lax.top_k(probs, 5)
    return top_idx, top_vals
