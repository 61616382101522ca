import jax
import jax.numpy as jnp
import numpy as np

from retrieval import CategoryRetriever

NUM_ITEMS = 300
NUM_CATEGORIES = 12
DIM = 16


@jax.jit
def rank_candidates(user_vec, cand_vecs, cand_popularity, valid):
    relevance = cand_vecs @ user_vec
    score = relevance + 0.1 * jnp.log1p(cand_popularity)
    score = jnp.where(valid, score, -jnp.inf)
    order = jnp.argsort(-score)
    return order, score[order]


def main():
    rng = np.random.default_rng(11)
    item_vecs = rng.normal(size=(NUM_ITEMS, DIM)).astype(np.float32)
    item_pop = rng.poisson(20, size=NUM_ITEMS).astype(np.float32)
    retriever = CategoryRetriever(rng.integers(0, NUM_CATEGORIES, size=NUM_ITEMS))

    for user_id in range(6):
        user_vec = rng.normal(size=DIM).astype(np.float32)
        liked = rng.choice(NUM_CATEGORIES, size=rng.integers(1, 4), replace=False)
        cand_ids, valid = retriever.candidates(liked)
        order, scores = rank_candidates(user_vec, item_vecs[cand_ids], item_pop[cand_ids], valid)
        top = cand_ids[np.asarray(order[:5])]
        print(f"user {user_id}: {int(valid.sum())} candidates, top {top.tolist()}")


if __name__ == "__main__":
    main()
