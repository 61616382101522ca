import jax
import jax.numpy as jnp
import numpy as np

from utils import LatencyTracker

EMB_DIM, N_ITEMS, BATCH = 16, 200, 4


@jax.jit
def score_items(user_emb, item_table):
    scores = user_emb @ item_table.T
    return jax.lax.top_k(scores, 5)[1]


class Recommender:
    def __init__(self, item_table):
        self.item_table = item_table
        self.latency = LatencyTracker()

    def warmup(self):
        score_items(jnp.zeros((BATCH, EMB_DIM)), self.item_table).block_until_ready()

    def recommend(self, user_emb):
        return self.latency.call(score_items, user_emb=user_emb, item_table=self.item_table)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    rec = Recommender(jnp.asarray(rng.normal(size=(N_ITEMS, EMB_DIM)), jnp.float32))
    rec.warmup()
    for _ in range(5):
        users = jnp.asarray(rng.normal(size=(BATCH, EMB_DIM)), jnp.float32)
        top = rec.recommend(users)
    print(top.shape, f"p50 {rec.latency.p50_ms():.2f} ms")
