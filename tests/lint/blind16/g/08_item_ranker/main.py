import jax
import jax.numpy as jnp
import numpy as np


def _top_items(user_emb, item_emb, user_ids, top_k):
    u = user_emb[user_ids]
    return jax.lax.top_k(u @ item_emb.T, top_k)


class RecommenderService:
    def __init__(self, user_emb, item_emb, top_k=5):
        self.user_emb = user_emb
        self.item_emb = item_emb
        self.top_k = top_k
        self._score_fn = jax.jit(_top_items, static_argnums=3)

    def recommend(self, user_ids):
        values, items = self._score_fn(self.user_emb, self.item_emb, user_ids, self.top_k)
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
