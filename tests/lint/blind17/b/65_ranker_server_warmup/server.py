import jax
import jax.numpy as jnp
import numpy as np

MAX_CANDIDATES = 32


def rank_scores(params, user, cands):
    h = jnp.tanh(cands @ params["w"] + user @ params["u"])
    return h @ params["v"]


class RankingServer:
    def __init__(self, params, item_feats):
        self.params = params
        self.item_feats = item_feats
        user_spec = jax.ShapeDtypeStruct((params["u"].shape[0],), jnp.float32)
        cand_spec = jax.ShapeDtypeStruct((MAX_CANDIDATES, item_feats.shape[1]), jnp.float32)
        self._compiled = jax.jit(rank_scores).lower(params, user_spec, cand_spec).compile()

    def _pad(self, cand_ids):
        ids = np.zeros(MAX_CANDIDATES, np.int32)
        ids[:len(cand_ids)] = cand_ids
        return ids

    def handle(self, user_vec, cand_ids):
        ids = self._pad(cand_ids)
        cands = self.item_feats[ids]
        scores = np.asarray(self._compiled(self.params, user_vec, cands))[:len(cand_ids)]
        return [int(cand_ids[i]) for i in np.argsort(-scores)[:3]]
