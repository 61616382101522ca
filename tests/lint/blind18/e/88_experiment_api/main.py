import numpy as np

from service import ExperimentService


def fake_request(rng, n=500):
    arm = rng.integers(0, 2, size=n)
    sessions = rng.poisson(3, size=n) + 1
    revenue = rng.gamma(2.0, 1.0 + 0.05 * arm, size=n) * sessions
    return {"revenue": revenue.tolist(), "sessions": sessions.tolist(), "arm": arm.tolist()}


def main():
    rng = np.random.default_rng(0)
    service = ExperimentService()
    for i in range(5):
        print(f"request {i}:", service.handle(fake_request(rng)))


if __name__ == "__main__":
    main()
