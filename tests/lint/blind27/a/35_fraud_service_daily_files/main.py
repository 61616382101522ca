import numpy as np

from service import ScoringService


def daily_files(rng, n_days):
    for day in range(n_days):
        n_claims = int(rng.integers(40, 400))
        yield day, rng.normal(size=(n_claims, 14)).astype(np.float32)


def main():
    svc = ScoringService(14)
    rng = np.random.default_rng(101)
    for day, f in daily_files(rng, 6):
        print("day", day, "claims", len(f), "alerts", svc.process(f))


if __name__ == "__main__":
    main()
