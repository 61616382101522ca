import jax.numpy as jnp
import numpy as np

from offline import offline_precision
from ranker import TOP_N, rerank

DIM = 8
N_CANDS = 20


def sample(rng):
    query = rng.normal(size=(DIM,)).astype(np.float32)
    cands = rng.normal(size=(N_CANDS, DIM)).astype(np.float32)
    relevant = set(rng.choice(N_CANDS, size=4, replace=False).tolist())
    return query, cands, relevant


def main():
    rng = np.random.default_rng(0)
    w = jnp.ones((DIM,))
    print("offline P@5", offline_precision(w, [sample(rng) for _ in range(3)]))
    for _ in range(3):
        query, cands, _ = sample(rng)
        scores, idx = rerank(w, query, cands, top_n=TOP_N)
        print(np.asarray(idx).tolist())


if __name__ == "__main__":
    main()
