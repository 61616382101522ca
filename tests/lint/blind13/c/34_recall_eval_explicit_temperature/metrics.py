import jax
import jax.numpy as jnp


@jax.jit
def recall_at_k(scores, relevant, temperature=1.0):
    """Soft recall@10 over a score matrix [users, items] and a 0/1 relevance matrix."""
    probs = jax.nn.softmax(scores / temperature, axis=-1)
    top_idx = jax.lax.top_k(probs, 10)[1]
    hits = jnp.take_along_axis(relevant, top_idx, axis=-1).sum(-1)
    return jnp.mean(hits / jnp.maximum(relevant.sum(-1), 1.0))
