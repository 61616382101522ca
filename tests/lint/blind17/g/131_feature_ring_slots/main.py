import numpy as np

from ring import RecentFeatureRing


def main():
    rng = np.random.default_rng(0)
    ring = RecentFeatureRing(capacity=4, dim=3)
    for event in range(10):
        ring.push(rng.normal(size=3).astype(np.float32))
    print("recent mean", np.asarray(ring.mean()).round(3))


if __name__ == "__main__":
    main()
