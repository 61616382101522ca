import jax
import jax.numpy as jnp


def make_ndcg_fn(k):
    """Build an NDCG@k function over (scores, relevance) matrices."""
    discounts = 1.0 / jnp.log2(jnp.arange(2, k + 2, dtype=jnp.float32))

    def ndcg(scores, relevance):
        _, top_idx = jax.lax.top_k(scores, k)
        gains = jnp.take_along_axis(relevance, top_idx, axis=1)
        dcg = (gains * discounts).sum(axis=1)
        ideal = jax.lax.top_k(relevance, k)[0]
        idcg = (ideal * discounts).sum(axis=1)
        return jnp.where(idcg > 0, dcg / jnp.maximum(idcg, 1e-9), 0.0).mean()

    return jax.jit(ndcg)
