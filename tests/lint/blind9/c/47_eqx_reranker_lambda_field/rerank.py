from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class Reranker(eqx.Module):
    relevance: eqx.nn.MLP
    combine: Callable

    def __call__(self, cand_feats, cand_emb):
        rel = jax.vmap(self.relevance)(cand_feats)[:, 0]
        sim = cand_emb @ cand_emb.T
        redundancy = (sim - jnp.eye(sim.shape[0])).max(axis=1)
        return self.combine(rel, redundancy)


def build_reranker(relevance, diversity_weight):
    return Reranker(relevance, combine=lambda rel, red: rel - diversity_weight * red)


@eqx.filter_jit
def rerank(model, cand_feats, cand_emb):
    scores = model(cand_feats, cand_emb)
    return jnp.argsort(-scores), scores
