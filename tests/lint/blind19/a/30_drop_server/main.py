import numpy as np

from service import TrajectoryService

HORIZONS = [30, 45, 60, 30, 90]


def fake_requests(n_particles, seed=0):
    rng = np.random.default_rng(seed)
    for horizon in HORIZONS:
        yield {"positions": rng.uniform(0, 2, size=2 * n_particles).tolist(),
               "dt": 0.01, "horizon": horizon}


def main():
    svc = TrajectoryService()
    for i, req in enumerate(fake_requests(svc.n_particles)):
        resp = svc.handle(req)
        print(f"request {i}: {len(resp['heights'])} samples, final {resp['heights'][-1]:.3f}")


if __name__ == "__main__":
    main()
