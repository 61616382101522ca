import numpy as np

from offline_eval import K, evaluate
from retrieval import top_k_items

N_USERS, N_ITEMS, DIM = 32, 400, 16


def main():
    rng = np.random.default_rng(31)
    item_vecs = rng.normal(size=(N_ITEMS, DIM)).astype(np.float32)
    user_vecs = rng.normal(size=(N_USERS, DIM)).astype(np.float32)
    truth_ids = rng.integers(0, N_ITEMS, size=(N_USERS, 5))
    for epoch in range(4):
        user_vecs += 0.1 * rng.normal(size=user_vecs.shape).astype(np.float32)
        _, served = top_k_items(user_vecs, item_vecs, k=K)
        print(f"epoch {epoch}: served {np.asarray(served).shape}, recall@{K} {evaluate(user_vecs, item_vecs, truth_ids):.3f}")


if __name__ == "__main__":
    main()
