import jax
import jax.numpy as jnp
import numpy as np

from reranker import Reranker
from retrieval import ANNIndex

NUM_ITEMS, DIM, HIDDEN = 500, 8, 32


def main():
    rng = np.random.default_rng(1)
    item_vecs = rng.normal(size=(NUM_ITEMS, DIM)).astype(np.float32)
    user_vecs = rng.normal(size=(20, DIM)).astype(np.float32)
    seen = {u: set(rng.integers(0, NUM_ITEMS, size=int(rng.integers(0, 200))).tolist()) for u in range(20)}
    index = ANNIndex(item_vecs, seen)

    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {
        "w1": jax.random.normal(k1, (3 * DIM, HIDDEN)) * 0.1,
        "b1": jnp.zeros((HIDDEN,)),
        "w2": jax.random.normal(k2, (HIDDEN, 1)) * 0.1,
    }
    reranker = Reranker(params)
    item_table = jnp.asarray(item_vecs)

    for user in range(8):
        cands = index.candidates(user, user_vecs[user])
        top = reranker.rerank(jnp.asarray(user_vecs[user]), cands, item_table)
        print(user, int(cands[1].sum()), top)


if __name__ == "__main__":
    main()
