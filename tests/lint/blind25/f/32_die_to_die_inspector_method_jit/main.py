import numpy as np

from inspector import DieToDieInspector


def scan_row(row, n_dies=7, size=48, seed=0):
    rng = np.random.default_rng(seed + row)
    pattern = (np.indices((size, size)).sum(0) % 6 < 3).astype(np.float32)
    dies = [pattern + rng.normal(0, 0.05, (size, size)).astype(np.float32) for _ in range(n_dies)]
    for _ in range(2):
        d = rng.integers(0, n_dies)
        y, x = rng.integers(0, size, 2)
        dies[d][y, x] += 1.0
    return dies


def main():
    insp = DieToDieInspector(threshold_sigma=5.0)
    for row in range(6):
        counts = insp.inspect_row(scan_row(row))
        print(f"row {row}: defects per die {counts}")


if __name__ == "__main__":
    main()
