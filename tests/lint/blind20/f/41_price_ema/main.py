import numpy as np

from tracker import SpotPriceTracker


def spot_feed(n, seed=0):
    rng = np.random.default_rng(seed)
    for t in range(n):
        yield np.float32(60 + 20 * np.sin(t / 24 * 2 * np.pi) + rng.normal(0, 5))


def main():
    tracker = SpotPriceTracker(alpha=0.2)
    for price in spot_feed(10):
        tracker.observe(price)
    print("band", tracker.band())


if __name__ == "__main__":
    main()
