import numpy as np

from cv import kfold_indices
from ridge import ridge_fit_score


def main():
    rng = np.random.default_rng(200)
    n = 365
    X = np.stack([np.sin(2 * np.pi * np.arange(n) / 365), rng.uniform(-5, 35, n), np.ones(n)], 1).astype(np.float32)
    y = (X @ np.array([0.3, 0.02, 1.0]) + 0.05 * rng.standard_normal(n)).astype(np.float32)
    for lam in [0.1, 1.0]:
        scores = [float(ridge_fit_score(X[tr], y[tr], X[va], y[va], lam)) for tr, va in kfold_indices(n, 5)]
        print(lam, round(float(np.mean(scores)), 5))


if __name__ == "__main__":
    main()
