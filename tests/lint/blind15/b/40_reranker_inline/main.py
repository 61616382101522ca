import jax
import numpy as np

from scorer import SequenceScorer

VOCAB, DIM, N_CAND, LEN = 30, 16, 4, 10


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.3,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.3}
    scorer = SequenceScorer(params)
    rng = np.random.default_rng(0)
    for query in range(4):
        cands = rng.integers(1, VOCAB, (N_CAND, LEN)).astype(np.int32)
        mask = np.ones((N_CAND, LEN), np.float32)
        print(query, scorer.rerank(cands, mask).tolist())
