import numpy as np
from flax import nnx

from ranker import RankingService, TwoTowerRanker

DIM = 8


def main():
    rng = np.random.default_rng(0)
    service = RankingService(TwoTowerRanker(100, DIM, nnx.Rngs(0)))
    for _ in range(5):
        users = rng.normal(size=(4, DIM)).astype(np.float32)
        cands = rng.integers(0, 100, size=(4, 10)).astype(np.int32)
        order = service.handle(users, cands)
    print("requests", int(service.model.requests_seen.value), "top item slot", np.asarray(order)[:, 0])


if __name__ == "__main__":
    main()
