import jax
import jax.numpy as jnp
import numpy as np

from features import HistoryStore

NUM_ITEMS, DIM = 500, 16


@jax.jit
def user_embedding(item_table, history_ids, mask):
    emb = item_table[history_ids]
    logits = jnp.where(mask, jnp.linspace(0.0, 1.0, history_ids.shape[0]), -jnp.inf)
    weights = jax.nn.softmax(logits)
    return (weights[:, None] * emb).sum(0)


def main():
    rng = np.random.default_rng(5)
    item_table = jax.random.normal(jax.random.PRNGKey(0), (NUM_ITEMS, DIM))
    store = HistoryStore()
    for _ in range(60):
        store.record(int(rng.integers(0, 8)), int(rng.integers(0, NUM_ITEMS)))
    for user_id in range(6):
        hist, mask = store.recent(user_id)
        u = user_embedding(item_table, hist, mask)
        scores = np.asarray(item_table @ u)
        print(f"user {user_id}: history {int(mask.sum())}, top item {int(scores.argmax())}")


if __name__ == "__main__":
    main()
