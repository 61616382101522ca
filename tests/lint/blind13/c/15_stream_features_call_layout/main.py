import numpy as np

from features import RunningStats, standardize

DIM = 12
BATCH = 32


def feature_stream(rng, n):
    drift = 0.0
    for _ in range(n):
        drift += 0.1
        yield (rng.normal(size=(BATCH, DIM)) + drift).astype(np.float32)


def audit(stats, holdout):
    z = standardize(holdout, mean=stats.mean, std=stats.std)
    return float(np.abs(np.asarray(z)).mean())


def main():
    rng = np.random.default_rng(5)
    stats = RunningStats(DIM)
    holdout = rng.normal(size=(BATCH, DIM)).astype(np.float32)
    for i, batch in enumerate(feature_stream(rng, 6)):
        stats.update(batch)
        z = standardize(batch, stats.mean, stats.std)
        if i % 2 == 1:
            print(f"batch {i}: train |z| {float(np.abs(np.asarray(z)).mean()):.3f} holdout |z| {audit(stats, holdout):.3f}")


if __name__ == "__main__":
    main()
