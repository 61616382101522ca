import numpy as np

from scoring import ThresholdTuner, flag_transactions

BATCH = 256


def traffic(rng, n_batches):
    for _ in range(n_batches):
        scores = rng.beta(2, 8, size=BATCH).astype(np.float32)
        amount = rng.lognormal(3.0, 1.0, size=BATCH).astype(np.float32)
        yield scores, amount


def main():
    rng = np.random.default_rng(0)
    tuner = ThresholdTuner()
    for i, (scores, amount) in enumerate(traffic(rng, 6)):
        risky, exposure = flag_transactions(scores, amount, tuner.threshold)
        tuner.observe(scores)
        if i % 2 == 1:
            tuner.recalibrate()
        print(f"batch {i}: threshold={float(tuner.threshold):.3f} alerts={int(risky.sum())} exposure={float(exposure):.0f}")


if __name__ == "__main__":
    main()
