import jax
import jax.numpy as jnp


class Reranker:
    def __init__(self, params):
        self.params = params
        self._score = jax.jit(self._score_impl)

    @staticmethod
    def _score_impl(params, user_vec, cand_vecs):
        x = jnp.concatenate(
            [jnp.broadcast_to(user_vec, cand_vecs.shape), cand_vecs, user_vec * cand_vecs], -1
        )
        h = jax.nn.gelu(x @ params["w1"] + params["b1"])
        return (h @ params["w2"]).squeeze(-1)

    def rerank(self, user_vec, cand_ids, item_table, top_n=5):
        scores = self._score(self.params, user_vec, item_table[cand_ids])
        order = jnp.argsort(-scores)[:top_n]
        return cand_ids[order.tolist()]
