import jax
import jax.numpy as jnp


@jax.jit
def blend(item_emb, user_vec, channel_candidates, channel_weights):
    scored = []
    for w, cands in zip(channel_weights, channel_candidates):
        scored.append(w * (item_emb[cands] @ user_vec))
    scores = jnp.concatenate(scored)
    ids = jnp.concatenate(channel_candidates)
    best = jnp.argsort(-scores)[:10]
    return ids[best]
