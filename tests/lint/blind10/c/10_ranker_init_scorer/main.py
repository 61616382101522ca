import numpy as np

from ranker import TwoTowerRanker

N_USER, N_ITEM = 12, 20


def main():
    rng = np.random.default_rng(0)
    ranker = TwoTowerRanker("two-tower-v7", N_USER, N_ITEM, dim=8, seed=3)
    candidates = rng.normal(size=(50, N_ITEM)).astype(np.float32)
    for request_id in range(6):
        users = rng.normal(size=(4, N_USER)).astype(np.float32)
        top = ranker.rank(users, candidates)
        print(request_id, ranker.name, top[0])


if __name__ == "__main__":
    main()
