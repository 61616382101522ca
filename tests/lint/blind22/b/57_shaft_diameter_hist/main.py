import numpy as np

from stats import MAX_LOT, diameter_histogram, sturges_bins

LOT_SIZES = [20, 40, 90, 200, 60]


def main():
    rng = np.random.default_rng(43)
    for lot, size in enumerate(LOT_SIZES):
        diam = np.full(MAX_LOT, 25.0, dtype=np.float32)
        diam[:size] = rng.normal(25.0, 0.02, size=size)
        valid = (np.arange(MAX_LOT) < size).astype(np.float32)
        hist = diameter_histogram(diam, valid, 24.94, 25.06, n_bins=sturges_bins(size))
        print(lot, size, np.asarray(hist).astype(int).tolist())


if __name__ == "__main__":
    main()
