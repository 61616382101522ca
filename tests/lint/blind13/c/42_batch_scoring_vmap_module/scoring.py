import jax
import jax.numpy as jnp


def score_user(user_vec, item_vecs, item_bias):
    """Scores all items for one user and returns the top-20 (scores, indices)."""
    logits = item_vecs @ user_vec + item_bias
    return jax.lax.top_k(logits, 20)


_batched_score = jax.jit(jax.vmap(score_user, in_axes=(0, None, None)))


def batched_topk(user_vecs, item_vecs, item_bias):
    return _batched_score(user_vecs, item_vecs, item_bias)
