import numpy as np

from grid import build_H
from estimator import masked_wls


def largest_normalized_residual_test(H, z, sigma, n_passes=3, threshold=3.0):
    valid = np.ones(len(z), dtype=bool)
    for _ in range(n_passes):
        x, r = masked_wls(H, z, sigma, valid)
        r = np.abs(np.asarray(r))
        worst = int(np.argmax(r))
        if r[worst] > threshold:
            valid[worst] = False
    return np.asarray(x), valid


def main():
    rng = np.random.default_rng(7)
    H = build_H()
    x_true = rng.uniform(-0.2, 0.0, H.shape[1]).astype(np.float32)
    sigma = np.full(H.shape[0], 0.01, dtype=np.float32)
    for scan in range(5):
        z = (H @ x_true + rng.normal(0, 0.01, H.shape[0])).astype(np.float32)
        if scan % 2 == 0:
            z[rng.integers(0, len(z))] += 0.5  # gross error in one telemetry
        x, valid = largest_normalized_residual_test(H, z, sigma)
        print(scan, np.round(x, 3), int((~valid).sum()), "removed")


if __name__ == "__main__":
    main()
