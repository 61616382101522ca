import equinox as eqx
import jax
import jax.numpy as jnp


class Reranker(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, key):
        self.mlp = eqx.nn.MLP(2 * dim, 1, 16, 2, key=key)

    def __call__(self, query, cand):
        return self.mlp(jnp.concatenate([query, cand]))[0]


@eqx.filter_jit
def rerank(model, query, cands, prior, combine):
    learned = jax.vmap(lambda c: model(query, c))(cands)
    return combine(learned, prior)
