import jax
import jax.numpy as jnp


@jax.jit
def ndcg(scores, gains, mask):
    scores = jnp.where(mask, scores, -jnp.inf)
    gains = jnp.where(mask, gains, 0.0)
    order = jnp.argsort(-scores)
    discounts = 1.0 / jnp.log2(jnp.arange(scores.shape[0]) + 2.0)
    dcg = jnp.sum(gains[order] * discounts)
    ideal = jnp.sum(jnp.sort(gains)[::-1] * discounts)
    return dcg / jnp.maximum(ideal, 1e-9)
