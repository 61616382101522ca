import numpy as np

from diagnostics import sst_trend
from reductions import robust_trend


def main():
    rng = np.random.default_rng(0)
    years = np.arange(40)[:, None, None]
    for region in range(3):
        t2m = (0.02 * years + rng.normal(0, 0.3, (40, 10, 10))).astype(np.float32)
        sst = (0.015 * years + rng.normal(0, 0.2, (40, 10, 10))).astype(np.float32)
        print(region, float(robust_trend(t2m, axis=0).mean()), float(sst_trend(sst).mean()))


if __name__ == "__main__":
    main()
