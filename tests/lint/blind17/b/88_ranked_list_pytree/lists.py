from dataclasses import dataclass

import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
@dataclass
class RankedList:
    doc_feats: np.ndarray
    relevance: np.ndarray
    query_id: str

    def tree_flatten(self):
        return (self.doc_feats, self.relevance), (self.query_id,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)


def load_lists(rng, num_queries, list_size=12, feat_dim=5):
    out = []
    for q in range(num_queries):
        feats = rng.normal(size=(list_size, feat_dim)).astype(np.float32)
        rel = np.clip(np.round(feats[:, 0] + rng.normal(size=list_size)), 0, 3).astype(np.float32)
        out.append(RankedList(feats, rel, query_id=f"q{q:04d}"))
    return out
