import jax
import numpy as np

from offline_eval import recall_at_k
from retrieval import serve

N_USERS, N_ITEMS, DIM, N_CAND = 50, 100, 8, 10


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": jax.random.normal(k1, (N_USERS, DIM)), "item": jax.random.normal(k2, (N_ITEMS, DIM))}
    for hour in range(3):
        users = rng.integers(0, N_USERS, 16).astype(np.int32)
        cands = rng.integers(0, N_ITEMS, (16, N_CAND)).astype(np.int32)
        probs = serve(params, users, cands)
        print(f"hour {hour}: served, max p={float(probs.max()):.3f}")
        pos = rng.integers(0, N_CAND, 16)
        print(f"hour {hour}: recall@3={recall_at_k(params, users, cands, pos):.3f}")


if __name__ == "__main__":
    main()
