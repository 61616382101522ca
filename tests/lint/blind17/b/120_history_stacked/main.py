import jax
import jax.numpy as jnp
import numpy as np

from history import HistoryStore

NUM_USERS, NUM_ITEMS, DIM = 30, 200, 8


@jax.jit
def user_vectors(item_emb, histories):
    return item_emb[histories].mean(1)


def main():
    rng = np.random.default_rng(0)
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (NUM_ITEMS, DIM))
    store = HistoryStore(NUM_USERS, NUM_ITEMS)
    for batch in range(5):
        users = rng.choice(NUM_USERS, 4, replace=False)
        vecs = dict(zip((f"user_{u}" for u in users), np.asarray(user_vectors(item_emb, store.for_users(users)))))
        print(batch, sorted(vecs))


if __name__ == "__main__":
    main()
