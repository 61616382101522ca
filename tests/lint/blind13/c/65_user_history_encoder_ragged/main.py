import jax
import jax.numpy as jnp
import numpy as np

from features import HistoryStore

NUM_ITEMS, DIM = 500, 16


@jax.jit
def user_embedding(item_table, history_ids):
    emb = item_table[history_ids]
    weights = jax.nn.softmax(jnp.linspace(0.0, 1.0, history_ids.shape[0]))
    return (weights[:, None] * emb).sum(0)


def main():
    rng = np.random.default_rng(5)
    item_table = jax.random.normal(jax.random.PRNGKey(0), (NUM_ITEMS, DIM))
    store = HistoryStore()
    for _ in range(60):
        store.record(int(rng.integers(0, 8)), int(rng.integers(0, NUM_ITEMS)))
    for user_id in range(6):
        hist = store.recent(user_id)
        u = user_embedding(item_table, hist)
        scores = np.asarray(item_table @ u)
        print(f"user {user_id}: history {len(hist)}, top item {int(scores.argmax())}")


if __name__ == "__main__":
    main()
