import numpy as np

from crossfit import fit_fold

N_FOLDS = 4


def main():
    rng = np.random.default_rng(17)
    n, d = 400, 5
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (rng.uniform(size=n) < 1 / (1 + np.exp(-x[:, 0]))).astype(np.float32)
    y = (x[:, 1] + 0.7 * t + 0.5 * x[:, 0] + rng.normal(scale=0.5, size=n)).astype(np.float32)
    folds = np.arange(n) % N_FOLDS

    y_res = np.zeros(n, np.float32)
    t_res = np.zeros(n, np.float32)
    for k in range(N_FOLDS):
        tr, te = folds != k, folds == k
        y_res[te] = y[te] - np.asarray(fit_fold(x[tr], y[tr], x[te]))
        t_res[te] = t[te] - np.asarray(fit_fold(x[tr], t[tr], x[te]))
    theta = np.sum(t_res * y_res) / np.sum(t_res ** 2)
    print("DML ATE estimate", round(float(theta), 3))


if __name__ == "__main__":
    main()
