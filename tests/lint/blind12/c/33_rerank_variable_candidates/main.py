import numpy as np

from reranker import Reranker


def retrieve(rng, n_items):
    # candidate generator returns everything above a similarity threshold
    n = int(rng.integers(5, 40))
    return rng.choice(n_items, size=n, replace=False)


def main():
    rng = np.random.default_rng(0)
    item_emb = rng.normal(size=(200, 8)).astype(np.float32)
    popularity = rng.poisson(20, size=200).astype(np.float32)
    rerank = Reranker(item_emb, popularity)
    for _ in range(6):
        user = rng.normal(size=8).astype(np.float32)
        top = rerank(user, retrieve(rng, 200))
    print("last top", top)


if __name__ == "__main__":
    main()
