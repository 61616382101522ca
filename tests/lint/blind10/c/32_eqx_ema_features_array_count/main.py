import numpy as np

from ema import EMAFeatures, step

N_ITEMS = 100


def minute_counts(rng, n_minutes):
    base = rng.gamma(2.0, 3.0, size=N_ITEMS)
    for _ in range(n_minutes):
        yield rng.poisson(base).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    ema = EMAFeatures.create(N_ITEMS)
    for minute, counts in enumerate(minute_counts(rng, 6)):
        ema, corrected = step(ema, counts)
        top = np.argsort(-np.asarray(corrected))[:3]
        print(f"minute {minute}: updates={int(ema.n_updates)} top items {top.tolist()}")


if __name__ == "__main__":
    main()
