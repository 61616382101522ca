import jax
import jax.numpy as jnp
import numpy as np


class RecommenderService:
    def __init__(self, user_emb, item_emb, top_k=5):
        self.user_emb = user_emb
        self.item_emb = item_emb
        self.top_k = top_k

    def _scores(self, user_ids):
        u = self.user_emb[user_ids]
        return u @ self.item_emb.T

    def recommend(self, user_ids):
        score_fn = jax.jit(lambda ids: jax.lax.top_k(self._scores(ids), self.top_k))
        values, items = score_fn(user_ids)
        return items


N_USERS, N_ITEMS, DIM = 200, 500, 16
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
svc = RecommenderService(
    jax.random.normal(k1, (N_USERS, DIM)),
    jax.random.normal(k2, (N_ITEMS, DIM)),
)

rng = np.random.default_rng(0)
for request in range(6):
    batch = jnp.asarray(rng.integers(0, N_USERS, size=8), dtype=jnp.int32)
    items = svc.recommend(batch)
    print(request, np.asarray(items[0]))
