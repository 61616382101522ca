import numpy as np

from service import AlertService


def scrape(rng, n_endpoints=10):
    total = rng.integers(100, 1000, size=n_endpoints)
    errors = rng.binomial(total, 0.04)
    return np.stack([errors, total], axis=1).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    svc = AlertService(limit=0.05)
    for tick in range(5):
        svc.evaluate(scrape(rng))
    print("alerts", len(svc.fired))


if __name__ == "__main__":
    main()
