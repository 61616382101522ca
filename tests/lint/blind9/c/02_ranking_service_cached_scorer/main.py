import jax
import numpy as np

from model import init_params
from server import RankingService

N_ITEMS, DIM = 500, 16


def fake_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield {
            "user": rng.normal(size=DIM).astype(np.float32),
            "candidates": rng.choice(N_ITEMS, size=rng.integers(10, 32), replace=False),
            "k": 5,
        }


def main():
    params = init_params(jax.random.PRNGKey(0), N_ITEMS, DIM)
    service = RankingService(params)
    for req in fake_requests(6):
        top = service.handle(req)
        print("top items:", top)
    print("served", service.served)


if __name__ == "__main__":
    main()
