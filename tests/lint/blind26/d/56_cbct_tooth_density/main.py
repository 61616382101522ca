import numpy as np

from stats import tooth_report


def cbct_slab(seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 6, size=(24, 24, 8)).astype(np.int32)
    hu = (labels * 300 + rng.normal(0, 80, size=labels.shape)).astype(np.float32)
    return hu, labels


def main():
    for scan in range(2):
        hu, labels = cbct_slab(scan)
        ids = np.unique(labels)
        ids = ids[ids > 0]
        rep = tooth_report(hu, labels, ids)
        print(scan, {k: round(float(v[0]), 1) for k, v in rep.items()})


if __name__ == "__main__":
    main()
