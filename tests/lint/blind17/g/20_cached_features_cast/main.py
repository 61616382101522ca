import jax
import jax.numpy as jnp
import numpy as np

from cache import EmbeddingCache, fetch_embedding


@jax.jit
def recommend(user_emb, item_table):
    scores = item_table @ user_emb
    return jnp.argsort(-scores)[:5]


def main():
    rng = np.random.default_rng(0)
    items = rng.normal(size=(50, 16)).astype(np.float32)
    cache = EmbeddingCache()
    traffic = [3, 7, 3, 9, 7, 3]
    for user in traffic:
        emb = fetch_embedding(cache, user)
        print(user, np.asarray(recommend(emb, items)))


if __name__ == "__main__":
    main()
