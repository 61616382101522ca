import numpy as np

from coverage import smooth_coverage
from qc import WINDOW, dropout_regions


def main():
    rng = np.random.default_rng(0)
    for sample in range(3):
        depth = rng.poisson(20, size=2000).astype(np.float32)
        depth[800:900] = rng.poisson(2, size=100)
        trend = smooth_coverage(depth, WINDOW)
        low = dropout_regions(depth)
        print(sample, float(trend.mean()), len(low))


if __name__ == "__main__":
    main()
