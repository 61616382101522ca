import jax
import numpy as np

from reranker import Reranker

DIM = 12


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"wq": jax.random.normal(k1, (DIM, DIM)) / DIM**0.5,
            "wd": jax.random.normal(k2, (DIM, DIM)) / DIM**0.5,
            "bias": np.float32(0.0)}


def retrieve(rng, n):
    return [{"id": f"doc{int(i)}", "vec": rng.normal(size=DIM).astype(np.float32)}
            for i in rng.choice(1000, size=n, replace=False)]


def main():
    rng = np.random.default_rng(0)
    reranker = Reranker(init_params(jax.random.PRNGKey(0)))
    for qid in range(6):
        query = rng.normal(size=DIM).astype(np.float32)
        print(f"q{qid}", reranker.rerank(query, retrieve(rng, int(rng.integers(3, 9)))))


if __name__ == "__main__":
    main()
