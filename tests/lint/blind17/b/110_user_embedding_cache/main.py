import jax
import jax.numpy as jnp
import numpy as np

from cache import UserEmbeddingCache

NUM_ITEMS, DIM = 300, 16


def main():
    rng = np.random.default_rng(0)
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (NUM_ITEMS, DIM))

    @jax.jit
    def encode(history):
        return item_emb[history].mean(0)

    @jax.jit
    def top_items(user_vec, item_emb):
        scores = item_emb @ user_vec.astype(item_emb.dtype)
        return jax.lax.top_k(scores, 5)[1]

    cache = UserEmbeddingCache(encode)
    histories = {u: jnp.asarray(rng.integers(0, NUM_ITEMS, 6), jnp.int32) for u in range(5)}
    for user_id in [0, 1, 0, 2, 1, 3]:
        vec = cache.get(user_id, histories[user_id])
        print(user_id, top_items(vec, item_emb).tolist())


if __name__ == "__main__":
    main()
