import jax
import jax.numpy as jnp


class Reranker:
    def __init__(self, params):
        self.params = params
        self._score = jax.jit(self._score_impl)

    @staticmethod
    def _score_impl(params, user_vec, cand_vecs, valid):
        x = jnp.concatenate(
            [jnp.broadcast_to(user_vec, cand_vecs.shape), cand_vecs, user_vec * cand_vecs], -1
        )
        h = jax.nn.gelu(x @ params["w1"] + params["b1"])
        scores = (h @ params["w2"]).squeeze(-1)
        return jnp.where(valid, scores, -jnp.inf)

    def rerank(self, user_vec, candidates, item_table, top_n=5):
        cand_ids, valid = candidates
        scores = self._score(self.params, user_vec, item_table[cand_ids], valid)
        order = jnp.argsort(-scores)[:top_n]
        return cand_ids[order.tolist()]
