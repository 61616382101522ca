from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


def penalize_redundancy(rel, red, weight):
    return rel - weight * red


class Reranker(eqx.Module):
    relevance: eqx.nn.MLP
    diversity_weight: jax.Array
    combine: Callable = penalize_redundancy

    def __call__(self, cand_feats, cand_emb):
        rel = jax.vmap(self.relevance)(cand_feats)[:, 0]
        sim = cand_emb @ cand_emb.T
        redundancy = (sim - jnp.eye(sim.shape[0])).max(axis=1)
        return self.combine(rel, redundancy, self.diversity_weight)


def build_reranker(relevance, diversity_weight):
    return Reranker(relevance, jnp.asarray(diversity_weight, dtype=jnp.float32))


@eqx.filter_jit
def rerank(model, cand_feats, cand_emb):
    scores = model(cand_feats, cand_emb)
    return jnp.argsort(-scores), scores
