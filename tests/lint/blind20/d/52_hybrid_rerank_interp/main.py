import jax
import numpy as np

from rerank import Reranker, rerank

DIM = 8
N_CANDS = 12
ALPHA = 0.7


def interpolate(learned, prior):
    return ALPHA * learned + (1 - ALPHA) * prior


def main():
    rng = np.random.default_rng(0)
    model = Reranker(DIM, jax.random.PRNGKey(0))
    for req in range(4):
        query = rng.normal(size=(DIM,)).astype(np.float32)
        cands = rng.normal(size=(N_CANDS, DIM)).astype(np.float32)
        bm25 = rng.uniform(size=(N_CANDS,)).astype(np.float32)
        scores = rerank(model, query, cands, bm25, interpolate)
        print(req, np.argsort(-np.asarray(scores))[:3])


if __name__ == "__main__":
    main()
