import numpy as np

from recsys.offline_eval import recall_at_k
from recsys.online import serve_recommendations

N_USERS, N_ITEMS, K = 16, 50, 10


def main():
    rng = np.random.default_rng(0)
    for day in range(3):
        scores = rng.normal(size=(N_USERS, N_ITEMS)).astype(np.float32)
        seen = rng.uniform(size=(N_USERS, N_ITEMS)) < 0.2
        held_out = [rng.choice(N_ITEMS, 3, replace=False) for _ in range(N_USERS)]
        r = recall_at_k(scores, seen, held_out, K)
        idx, _ = serve_recommendations(scores, seen, K)
        print(f"day {day}: recall@{K} {r:.3f}, first slate {idx[0][:3]}")


if __name__ == "__main__":
    main()
