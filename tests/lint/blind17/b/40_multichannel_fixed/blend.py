import jax
import jax.numpy as jnp


@jax.jit
def blend(item_emb, user_vec, candidates, enabled, channel_weights):
    scores = channel_weights[:, None] * (item_emb[candidates] @ user_vec)
    scores = jnp.where(enabled[:, None], scores, -jnp.inf).reshape(-1)
    best = jnp.argsort(-scores)[:10]
    return candidates.reshape(-1)[best]
