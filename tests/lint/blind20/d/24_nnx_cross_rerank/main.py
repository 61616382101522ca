import numpy as np
from flax import nnx

from model import CrossScorer

DIM = 16
POOL = 32


@nnx.jit
def score(model, query, cands, num_candidates):
    return model(query, cands, num_candidates)


def main():
    rng = np.random.default_rng(0)
    model = CrossScorer(DIM, nnx.Rngs(0))
    for req in range(5):
        n_valid = int(rng.integers(8, POOL))
        query = rng.normal(size=(DIM,)).astype(np.float32)
        cands = np.zeros((POOL, DIM), np.float32)
        cands[:n_valid] = rng.normal(size=(n_valid, DIM))
        scores = np.asarray(score(model, query, cands, np.int32(n_valid)))[:n_valid]
        print(req, n_valid, int(scores.argmax()))


if __name__ == "__main__":
    main()
