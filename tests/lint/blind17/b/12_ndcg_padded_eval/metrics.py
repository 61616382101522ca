import jax
import jax.numpy as jnp


def dcg(scores, labels, k):
    order = jnp.argsort(-scores, axis=-1)[:, :k]
    gains = jnp.take_along_axis(labels, order, axis=-1)
    discounts = 1.0 / jnp.log2(jnp.arange(k) + 2.0)
    return jnp.sum((2.0 ** gains - 1.0) * discounts, axis=-1)


@jax.jit
def ndcg_at_10(scores, labels):
    ideal = dcg(labels, labels, 10)
    return jnp.where(ideal > 0, dcg(scores, labels, 10) / ideal, 0.0)
