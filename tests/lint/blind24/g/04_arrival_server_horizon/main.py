import jax
import numpy as np

from forecaster import init_weights
from server import ArrivalService


def fake_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {"stop_id": int(rng.integers(100, 200)),
               "recent_headways": rng.uniform(4, 12, 6).tolist(),
               "next_n_buses": int(rng.integers(1, 6))}


def main():
    svc = ArrivalService(init_weights(jax.random.PRNGKey(7)))
    for req in fake_requests(12):
        eta = svc.handle(req)
        print(req["stop_id"], eta)


if __name__ == "__main__":
    main()
