import jax
import jax.numpy as jnp


def make_mrr_fn(k):
    def mrr(scores, target_item):
        _, top_idx = jax.lax.top_k(scores, k)
        hits = top_idx == target_item[:, None]
        ranks = jnp.argmax(hits, axis=1) + 1
        return jnp.where(hits.any(axis=1), 1.0 / ranks, 0.0).mean()

    return jax.jit(mrr)
