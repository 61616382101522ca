import jax
import jax.numpy as jnp


def dcg(rels, k):
    discounts = 1.0 / jnp.log2(jnp.arange(2, k + 2))
    return (rels[..., :k] * discounts).sum(-1)


class NDCGHook:
    name = "ndcg"

    def __init__(self, k):
        self.k = k
        self.history = []

    def __call__(self, step, scores, labels):
        k = self.k

        @jax.jit
        def ndcg_at_k(scores, labels):
            order = jnp.argsort(-scores, axis=-1)
            ranked = jnp.take_along_axis(labels, order, axis=-1)
            ideal = -jnp.sort(-labels, axis=-1)
            return (dcg(ranked, k) / jnp.maximum(dcg(ideal, k), 1e-9)).mean()

        value = float(ndcg_at_k(scores, labels))
        self.history.append((step, value))
        return value
